import { ONE_ROW_SECTIONS, SECTION_TYPES, type SectionType, type WebLanguage } from '@webku/contract';
import type { Db, DbOrTx } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import type { ContentChanges } from './content-changes';
import { oneRowStore } from './content-stores';
import { merchandiseService, newsService, storesService } from './lists';
import { menuCategoriesService, menuItemsService } from './menu';
import { loadPublicPayload } from './public-payload';
import { type SiteContentSnapshot, writeSiteContent } from './replace-site-content';
import { rowSectionService } from './row-sections';
import type { ServiceDeps } from './services';
import { oneRowService, sectionSettingsService, webSettingsService } from './singletons';

/**
 * The site's content: the content tables, their services, the public payload, the whole-site
 * replacement of generation and import, and the one "content changed" signal. Every write records
 * the change in its own transaction (a version bump and a NOTIFY, content-changes.ts).
 */
export function createSiteContent(db: Db, changes: ContentChanges) {
  const deps: ServiceDeps = { db, write: (companyId, fn) => changes.write(db, companyId, fn) };
  const sections = Object.fromEntries(
    SECTION_TYPES.map((type) => [type, sectionSettingsService(deps, type)]),
  ) as Record<SectionType, ReturnType<typeof sectionSettingsService>>;
  // A row section's settings row carries its key as section_type (a text column), like the base sections'.
  const rowSections = Object.fromEntries(
    ROW_SECTIONS.map((section) => [
      section.key,
      {
        section,
        rows: rowSectionService(deps, section),
        settings: sectionSettingsService(deps, section.key as SectionType),
      },
    ]),
  );
  // The one-row sections (hero, About us, footer) by key, each with its service.
  const oneRowSections = Object.fromEntries(
    ONE_ROW_SECTIONS.map((section) => [
      section.key,
      { section, service: oneRowService(deps, section, oneRowStore(section)) },
    ]),
  );
  return {
    /** The one-row sections by key. */
    oneRowSections,
    webSettings: webSettingsService(deps),
    sections,
    menuCategories: menuCategoriesService(deps),
    menuItems: menuItemsService(deps),
    merchandise: merchandiseService(deps),
    news: newsService(deps),
    stores: storesService(deps),
    /** The sections defined by their fields, by key. */
    rowSections,

    /**
     * The public payload as the database holds it now, in a page's language, with the content version
     * read before it (null: no such company).
     */
    loadPublicPayload: async (companyId: number, language: WebLanguage | null = null) => {
      const loaded = await loadPublicPayload(db, companyId, Date.now(), language);
      if (loaded) changes.observe(companyId, loaded.version);
      return loaded;
    },

    /**
     * Inside the caller's transaction: replaces all of the company's content with the snapshot and
     * records the change (delivered to other instances at commit). Call contentChanged after commit.
     */
    replaceSiteContent: async (
      tx: DbOrTx,
      companyId: number,
      content: SiteContentSnapshot,
    ): Promise<void> => {
      await writeSiteContent(tx, companyId, content);
      await changes.record(tx, companyId);
    },

    /**
     * Inside the caller's transaction, before a change the services do not make (deleting the
     * company): bumps the version and announces it to other instances at commit.
     */
    recordChange: (tx: DbOrTx, companyId: number): Promise<number | null> => changes.record(tx, companyId),

    /** A transaction that changes the company's site outside the services (deleting an image it shows). */
    write: deps.write,

    /** Something this process serves of the company (a stored page) is at this content version. */
    observe: (companyId: number, version: number): void => changes.observe(companyId, version),

    /** After a commit that changed the company's site: this process's caches catch up. */
    contentChanged: (companyId: number): Promise<void> => changes.contentChanged(companyId),

    /** Whatever caches a company's site subscribes here (`here`: this process made the write). */
    onContentChanged: (listener: (companyId: number, change: { here: boolean }) => void | Promise<void>) =>
      changes.onChange(listener),

    /** After the change feed re-connected: look-ups not tied to a cached company start over. */
    onResync: (listener: () => void) => changes.onResync(listener),
  };
}

export type SiteContent = ReturnType<typeof createSiteContent>;
export type { SiteContentSnapshot };
