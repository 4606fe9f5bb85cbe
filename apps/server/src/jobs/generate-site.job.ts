import {
  companies,
  eq,
  footerSettings,
  heroSections,
  menuCategories,
  menuItems,
  merchandiseImages,
  merchandiseItems,
  newsArticles,
  sectionSettings,
  stores,
  type Tx,
  webSettings,
} from '@webku/db';
import type { ContentInput, ContentProvider, GeneratedContent } from '../providers/content/content-provider';
import type { JobHandler } from './job-runner';

export const GENERATE_SITE_JOB = 'generate-site';

export type GenerateSitePayload = {
  input: ContentInput & { title_text_font_family: string };
  content?: GeneratedContent;
};

// Each step replaces what it owns for the company, so re-running a step after a crash is harmless.
// web_settings, hero and footer come last: the generating screen waits for them, so the site is whole by then.
export function generateSiteJob(
  provider: ContentProvider,
  onWrite: (companyId: number) => void | Promise<void>,
): JobHandler {
  return async (job, { step, savePayload }) => {
    const companyId = job.company_id;
    if (!companyId) throw new Error('generate-site job without company');
    const payload = job.payload as GenerateSitePayload;
    const content = payload.content ?? (await provider.generate(payload.input));
    if (!payload.content) await savePayload({ ...payload, content });

    const write = async (name: string, fn: (tx: Tx) => Promise<void>) => {
      await step(name, fn);
      await onWrite(companyId);
    };

    await write('sections', async (tx) => {
      await tx.delete(sectionSettings).where(eq(sectionSettings.company_id, companyId));
      await tx.insert(sectionSettings).values(
        (['menu', 'merchandise', 'news', 'stores'] as const).map((type) => ({
          company_id: companyId,
          section_type: type,
          ...content.sections[type],
        })),
      );
    });

    await write('menu', async (tx) => {
      await tx.delete(menuCategories).where(eq(menuCategories.company_id, companyId));
      for (const { items, ...category } of content.menu_categories) {
        const [row] = await tx
          .insert(menuCategories)
          .values({ ...category, company_id: companyId })
          .returning({ id: menuCategories.id });
        if (items.length) {
          await tx
            .insert(menuItems)
            .values(items.map((item) => ({ ...item, company_id: companyId, category_id: row!.id })));
        }
      }
    });

    await write('merchandise', async (tx) => {
      await tx.delete(merchandiseItems).where(eq(merchandiseItems.company_id, companyId));
      for (const { images, ...item } of content.merchandise_items) {
        const [row] = await tx
          .insert(merchandiseItems)
          .values({ ...item, company_id: companyId })
          .returning({ id: merchandiseItems.id });
        if (images.length) {
          await tx
            .insert(merchandiseImages)
            .values(images.map((image) => ({ ...image, merchandise_item_id: row!.id })));
        }
      }
    });

    await write('news', async (tx) => {
      await tx.delete(newsArticles).where(eq(newsArticles.company_id, companyId));
      await tx
        .insert(newsArticles)
        .values(content.news_articles.map((a) => ({ ...a, company_id: companyId })));
    });

    await write('stores', async (tx) => {
      await tx.delete(stores).where(eq(stores.company_id, companyId));
      await tx.insert(stores).values(content.stores.map((s) => ({ ...s, company_id: companyId })));
    });

    await write('site', async (tx) => {
      const web = {
        ...content.web_settings,
        template_selected: payload.input.template_selected,
        title_text_font_family: payload.input.title_text_font_family,
      };
      await tx
        .insert(webSettings)
        .values({ ...web, company_id: companyId })
        .onConflictDoUpdate({ target: webSettings.company_id, set: web });
      await tx
        .insert(heroSections)
        .values({ ...content.hero_section, company_id: companyId })
        .onConflictDoUpdate({ target: heroSections.company_id, set: content.hero_section });
      await tx
        .insert(footerSettings)
        .values({ ...content.footer_settings, company_id: companyId })
        .onConflictDoUpdate({ target: footerSettings.company_id, set: content.footer_settings });
      await tx
        .update(companies)
        .set({ description: payload.input.short_description })
        .where(eq(companies.id, companyId));
    });
  };
}
