import type { TitleFont } from '@webku/contract';
import { companies, eq } from '@webku/db';
import type { ContentInput, ContentProvider, GeneratedContent } from '../providers/content/content-provider';
import type { SiteContent } from '../site-content/site-content';
import type { JobHandler } from './job-runner';

export const GENERATE_SITE_JOB = 'generate-site';

export type GenerateSitePayload = {
  input: ContentInput & { title_text_font_family: TitleFont };
  // Saved by a job that began before the content named its pictures, `art` may be missing.
  content?: Omit<GeneratedContent, 'art'> & Partial<Pick<GeneratedContent, 'art'>>;
};

// The generated content is saved with the job first, so a resumed job writes the same site. The whole
// site is then replaced in one step (one transaction): a crash before it commits leaves nothing half
// written, and running it again is harmless.
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

    const { art, reading: _reading, ...generated } = content;
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
    });
    await site.contentChanged(companyId);
  };
}
