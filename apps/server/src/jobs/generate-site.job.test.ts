import {
  companies,
  type DbHandle,
  descriptionPhrases,
  descriptionReadings,
  eq,
  jobs,
  menuItems,
  users,
} from '@webku/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import { loadDescriptionReading } from '../description-reading/description-reading';
import { buildContent } from '../providers/content/build-content';
import type {
  ContentInput,
  ContentProvider,
  ReadingReport,
  UnplacedPhrase,
} from '../providers/content/content-provider';
import { ContentChanges } from '../site-content/content-changes';
import { createSiteContent } from '../site-content/site-content';
import { GENERATE_SITE_JOB, type GenerateSitePayload, generateSiteJob } from './generate-site.job';
import { enqueueJob, JobRunner } from './job-runner';

const INPUT: GenerateSitePayload['input'] = {
  brand_name: 'Bengkel Jaya',
  business_type: 'Bengkel motor',
  web_language: 'indonesia',
  template_selected: 'layanan-jasa',
  short_description: 'Servis ringan 50rb, ganti oli 35rb di Bekasi.',
  title_text_font_family: 'Comfortaa, sans-serif',
};

// The built-in content for the input, with the reader's report the test wants (the reader's own rules
// are tested with the content packs).
class ReportingProvider implements ContentProvider {
  readonly name = 'test';
  unplaced: UnplacedPhrase[] = [];
  report: Partial<ReadingReport> = {};
  async generate(input: ContentInput) {
    const content = buildContent(input, new Date('2026-11-30T03:00:00Z'));
    return { ...content, reading: { ...content.reading, ...this.report, unplaced: this.unplaced } };
  }
}

let handle: DbHandle;
let runner: JobRunner;
let companyId: number;
const provider = new ReportingProvider();

beforeAll(async () => {
  handle = await openTestDb();
  const content = createSiteContent(handle.db, new ContentChanges());
  runner = new JobRunner(
    handle.db,
    { [GENERATE_SITE_JOB]: generateSiteJob(provider, content) },
    pino({ level: 'silent' }),
    { pollMs: 50, leaseMs: 60_000 },
  );
  const [user] = await handle.db
    .insert(users)
    .values({ name: 'Pak Jaya', email: 'jaya@bengkel.id' })
    .returning();
  const [company] = await handle.db
    .insert(companies)
    .values({ owner_user_id: user!.id, name: 'Bengkel Jaya', slug: 'bengkel-jaya' })
    .returning();
  companyId = company!.id;
});
afterAll(() => handle?.close());

async function generate(payload: GenerateSitePayload = { input: INPUT }) {
  const job = await enqueueJob(handle.db, { type: GENERATE_SITE_JOB, company_id: companyId, payload });
  await runner.drain();
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
  expect(row).toMatchObject({ status: 'done', last_error: null });
}

const storedPhrases = () =>
  handle.db
    .select({
      text: descriptionPhrases.text,
      price: descriptionPhrases.price,
      status: descriptionPhrases.status,
    })
    .from(descriptionPhrases)
    .where(eq(descriptionPhrases.company_id, companyId))
    .orderBy(descriptionPhrases.display_order);

describe('the generate-site job and what it read from the description', () => {
  it('stores the summary and every phrase the reader could not place, in the order written', async () => {
    provider.unplaced = [
      { text: 'xyzzy kosong', price: null },
      { text: '  antar   jemput  ', price: 15_000 },
      { text: ' ', price: null },
    ];
    provider.report = { hours: true, whatsapp: true };
    await generate();

    expect(await storedPhrases()).toEqual([
      { text: 'xyzzy kosong', price: null, status: 'open' },
      { text: 'antar jemput', price: 15_000, status: 'open' },
    ]);
    const reading = await loadDescriptionReading(handle.db, companyId);
    expect(reading.summary).toEqual({
      wording: 'services',
      offerings: 2,
      prices: 2,
      hours: true,
      city: 'Bekasi',
      street: null,
      whatsapp: true,
    });
    expect(reading.phrases.map(({ text, price }) => ({ text, price }))).toEqual([
      { text: 'xyzzy kosong', price: null },
      { text: 'antar jemput', price: 15_000 },
    ]);
    // The site itself is written by the same step.
    const items = await handle.db.select().from(menuItems).where(eq(menuItems.company_id, companyId));
    expect(items.map((item) => item.name)).toEqual(expect.arrayContaining(['Servis Ringan', 'Ganti Oli']));
  });

  it('replaces them when the site is generated again, whatever the owner did with the old ones', async () => {
    await handle.db
      .update(descriptionPhrases)
      .set({ status: 'dismissed' })
      .where(eq(descriptionPhrases.text, 'xyzzy kosong'));
    provider.unplaced = [{ text: 'cuci steam', price: 20_000 }];
    provider.report = { hours: false, whatsapp: false };
    await generate();

    expect(await storedPhrases()).toEqual([{ text: 'cuci steam', price: 20_000, status: 'open' }]);
    const readings = await handle.db
      .select()
      .from(descriptionReadings)
      .where(eq(descriptionReadings.company_id, companyId));
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({ hours: false, whatsapp: false });
  });

  it('leaves nothing to review after a job saved before the reading was kept', async () => {
    const content = await provider.generate(INPUT);
    const { reading: _reading, ...older } = content;
    await generate({ input: INPUT, content: older });

    expect(await storedPhrases()).toEqual([]);
    expect(await loadDescriptionReading(handle.db, companyId)).toEqual({ summary: null, phrases: [] });
  });
});
