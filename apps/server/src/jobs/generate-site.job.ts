import type { TitleFont } from '@webku/contract';
import { companies, eq } from '@webku/db';
import { replaceDescriptionReading } from '../description-reading/description-reading';
import type { ContentInput, ContentProvider, GeneratedContent } from '../providers/content/content-provider';
import type { SiteContent } from '../site-content/site-content';
import type { JobHandler } from './job-runner';

export const GENERATE_SITE_JOB = 'generate-site';

export type GenerateSitePayload = {
  input: ContentInput & { title_text_font_family: TitleFont };
  // Saved by a job that began before the content named its pictures (`art`) or carried what it read from
  // the description (`reading`), either may be missing.
  content?: Omit<GeneratedContent, 'art' | 'reading'> & Partial<Pick<GeneratedContent, 'art' | 'reading'>>;
};

// The generated content is saved with the job first, so a resumed job writes the same site. The whole
// site is then replaced in one step (one transaction), with what was read from the description and the
// phrases the owner is to review: a crash before it commits leaves nothing half written, and running it
// again (or generating again) replaces both.
export function generateSiteJob(
  provider: ContentProvider,
  site: Pick<SiteContent, 'replaceSiteContent' | 'contentChanged'>,
): JobHandler {
  return async (job, { step, savePayload }) => {
    const companyId = job.company_id;
    if (!companyId) throw new Error('generate-site job without company');
    const payload = job.payload as GenerateSitePayload;
    const content = payload.content ?? (await provider.generate(payload.input));
    if (!payload.content) await savePayload({ ...payload, content });

    const { art, reading, ...generated } = content;
    await step('site', async (tx) => {
      await tx
        .update(companies)
        .set({ description: payload.input.short_description, art_kind: art ?? null })
        .where(eq(companies.id, companyId));
      await site.replaceSiteContent(tx, companyId, {
        ...generated,
        web_settings: {
          ...generated.web_settings,
          template_selected: payload.input.template_selected,
          title_text_font_family: payload.input.title_text_font_family,
        },
      });
      await replaceDescriptionReading(tx, companyId, reading);
    });
    await site.contentChanged(companyId);
  };
}
