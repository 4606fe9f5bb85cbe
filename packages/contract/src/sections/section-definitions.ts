import type { PublicPayload } from '../schemas/public-payload';
import type { SiteBackupContent } from '../schemas/site-backup-content';
import type { WebSettings } from '../schemas/web-settings';
import type { AdminIcon } from './admin-icons';
import {
  CONTENT_SECTION_KEYS,
  type ContentSectionKey,
  type OptionalSectionKey,
  SECTION_KEYS,
  type SectionKey,
} from './section-keys';

// The database tables that hold a site's content, by their SQL names.
export type ContentTableName =
  | 'hero_sections'
  | 'about_sections'
  | 'footer_settings'
  | 'menu_categories'
  | 'menu_items'
  | 'merchandise_items'
  | 'merchandise_images'
  | 'news_articles'
  | 'stores';

type BackupKey = keyof SiteBackupContent;

/** How a backup's image references are rewritten: one URL (null drops it), or the images of rich text. */
export type BackupImageMap = {
  url: (url: string | null | undefined) => string | null;
  richText: <T extends string | null | undefined>(html: T) => T;
};

/** One number of the backup and restore summaries: 'Item menu' 12. */
export type BackupCount = {
  key: string;
  /** The row's name in the summary table, capitalised ('Item menu'). */
  label: string;
  of: (content: SiteBackupContent) => number;
};

/** A DELETE under /api/admin/{route}/{id}, and what the owner calls the row it removes. */
export type DeleteTarget = { route: string; noun: string; table: ContentTableName; nameColumn: string };

// Typed by its key: a section's mapping takes and returns its own part of the backup.
type BackupMapping = {
  [K in BackupKey]: {
    key: K;
    mapImages: (value: SiteBackupContent[K], map: BackupImageMap) => SiteBackupContent[K];
  };
}[BackupKey];

type SectionParts = {
  /** 'list': rows the owner adds one by one; 'single': one row per company. */
  kind: 'list' | 'single';
  /** The tables of the section, parents first. */
  tables: readonly ContentTableName[];
  /** The section's part of a backup, and how its image URLs are rewritten. */
  backup: BackupMapping;
  /** The admin screen (under /admin/), its name and its icon in the admin's navigation. */
  admin: { route: string; label: string; icon: AdminIcon };
};

type NavigationField = Extract<keyof WebSettings, `navigation_${string}_text`>;

export type ContentSectionDefinition = SectionParts & {
  kind: 'list';
  /** The editor's route and name; `settingsTab`: whether the Section Settings screen has a tab for it. */
  admin: { route: string; label: string; icon: AdminIcon; settingsTab: boolean };
  /** The section_settings row's section_type. */
  settingsKey: ContentSectionKey;
  /** The public payload's keys: the section's settings and its rows. */
  payload: { settings: keyof PublicPayload & `${string}_section_settings`; content: keyof PublicPayload };
  /** The site navigation's link: the web settings field the owner names it with, its default, its anchor. */
  navigation: { field: NavigationField; defaultLabel: string; anchor: string };
  /** The image library's folder of the section's editor. */
  assetCategory: string;
  /** The rows in the backup and restore summaries. */
  counts: readonly BackupCount[];
  /** How a restore point names the section: its count and a noun ('12 item menu'), and its deletes. */
  restorePoint: { count: string; label: string; deletes: readonly DeleteTarget[] };
  /** The dashboard's card: which rows it counts and which of them a visitor sees. */
  dashboard: {
    key: string;
    table: ContentTableName;
    visibleColumn: 'is_active' | 'is_published';
    title: string;
    noun: string;
    visibleWord: string;
  };
};

// Hero and footer frame every page: no switch, no list, no navigation link of their own.
export type FrameSectionDefinition = SectionParts & {
  kind: 'single';
  payload: { content: keyof PublicPayload };
  assetCategory: string | null;
};

// "Tentang Kami": one row, shown (with its navigation link, named by the section's own title) once it
// has text; no switch of its own.
export type OptionalSectionDefinition = SectionParts & {
  kind: 'single';
  payload: { content: keyof PublicPayload };
  assetCategory: string;
  /** The page's anchor the navigation links to. */
  navigation: { anchor: string };
};

type SectionDefinitions = {
  [K in SectionKey]: K extends ContentSectionKey
    ? ContentSectionDefinition
    : K extends OptionalSectionKey
      ? OptionalSectionDefinition
      : FrameSectionDefinition;
};

/**
 * Everything the project knows about a section, in one place: the site, the admin, backups, restore
 * points, the image library and the dashboard read their lists from here.
 */
export const SECTIONS = {
  hero: {
    kind: 'single',
    tables: ['hero_sections'],
    payload: { content: 'hero_section' },
    backup: {
      key: 'hero_section',
      mapImages: (hero, map) =>
        hero && { ...hero, background_image: map.url(hero.background_image), logo: map.url(hero.logo) },
    },
    assetCategory: 'hero',
    admin: { route: 'hero', label: 'Hero', icon: 'image' },
  },
  about: {
    kind: 'single',
    tables: ['about_sections'],
    payload: { content: 'about_section' },
    navigation: { anchor: 'about' },
    backup: {
      key: 'about_section',
      mapImages: (about, map) => about && { ...about, image: map.url(about.image) },
    },
    assetCategory: 'about',
    admin: { route: 'about', label: 'Tentang Kami', icon: 'info' },
  },
  menu: {
    kind: 'list',
    settingsKey: 'menu',
    tables: ['menu_categories', 'menu_items'],
    payload: { settings: 'menu_section_settings', content: 'menu_categories' },
    navigation: { field: 'navigation_menu_text', defaultLabel: 'Menu', anchor: 'menu' },
    backup: {
      key: 'menu_categories',
      mapImages: (categories, map) =>
        categories.map((category) => ({
          ...category,
          image: map.url(category.image),
          menu_items: category.menu_items.map((item) => ({ ...item, image: map.url(item.image) })),
        })),
    },
    counts: [
      { key: 'menu_categories', label: 'Kategori menu', of: (c) => c.menu_categories.length },
      {
        key: 'menu_items',
        label: 'Item menu',
        of: (c) => c.menu_categories.reduce((sum, category) => sum + category.menu_items.length, 0),
      },
    ],
    restorePoint: {
      count: 'menu_items',
      label: 'item menu',
      deletes: [
        { route: 'menu/categories', noun: 'kategori menu', table: 'menu_categories', nameColumn: 'name' },
        { route: 'menu/items', noun: 'item menu', table: 'menu_items', nameColumn: 'name' },
      ],
    },
    assetCategory: 'menu',
    dashboard: {
      key: 'menu_items',
      table: 'menu_items',
      visibleColumn: 'is_active',
      title: 'Menu Items',
      noun: 'item',
      visibleWord: 'aktif',
    },
    admin: { route: 'menu', label: 'Menu', icon: 'utensils', settingsTab: true },
  },
  merchandise: {
    kind: 'list',
    settingsKey: 'merchandise',
    tables: ['merchandise_items', 'merchandise_images'],
    payload: { settings: 'merchandise_section_settings', content: 'merchandise_items' },
    navigation: { field: 'navigation_merchandise_text', defaultLabel: 'Merchandise', anchor: 'merchandise' },
    backup: {
      key: 'merchandise_items',
      // A gallery image whose file did not come along is left out, not kept as an empty entry.
      mapImages: (items, map) =>
        items.map((item) => ({
          ...item,
          images: item.images?.flatMap((image) => {
            const url = map.url(image.image_url);
            return url ? [{ ...image, image_url: url }] : [];
          }),
        })),
    },
    counts: [{ key: 'merchandise_items', label: 'Merchandise', of: (c) => c.merchandise_items.length }],
    restorePoint: {
      count: 'merchandise_items',
      label: 'merchandise',
      // Deleting a merchandise item deletes its images with it.
      deletes: [
        { route: 'merchandise', noun: 'merchandise', table: 'merchandise_items', nameColumn: 'name' },
      ],
    },
    assetCategory: 'merchandise',
    dashboard: {
      key: 'merchandise',
      table: 'merchandise_items',
      visibleColumn: 'is_active',
      title: 'Merchandise',
      noun: 'item',
      visibleWord: 'aktif',
    },
    admin: { route: 'merchandise', label: 'Merchandise', icon: 'shopping-bag', settingsTab: true },
  },
  news: {
    kind: 'list',
    settingsKey: 'news',
    tables: ['news_articles'],
    payload: { settings: 'news_section_settings', content: 'news_articles' },
    navigation: { field: 'navigation_news_text', defaultLabel: 'News', anchor: 'news' },
    backup: {
      key: 'news_articles',
      mapImages: (articles, map) =>
        articles.map((news) => ({
          ...news,
          thumbnail: map.url(news.thumbnail),
          content: map.richText(news.content),
        })),
    },
    counts: [{ key: 'news_articles', label: 'Artikel berita', of: (c) => c.news_articles.length }],
    restorePoint: {
      count: 'news_articles',
      label: 'berita',
      deletes: [{ route: 'news', noun: 'berita', table: 'news_articles', nameColumn: 'title' }],
    },
    assetCategory: 'news',
    dashboard: {
      key: 'news_articles',
      table: 'news_articles',
      visibleColumn: 'is_published',
      title: 'News Articles',
      noun: 'artikel',
      visibleWord: 'terbit',
    },
    admin: { route: 'news', label: 'News', icon: 'newspaper', settingsTab: true },
  },
  stores: {
    kind: 'list',
    settingsKey: 'stores',
    tables: ['stores'],
    payload: { settings: 'stores_section_settings', content: 'stores' },
    // Stores live under the page's contact anchor; the other sections use their own name.
    navigation: { field: 'navigation_stores_text', defaultLabel: 'Stores', anchor: 'contact' },
    backup: {
      key: 'stores',
      mapImages: (stores, map) =>
        stores.map((store) => ({ ...store, store_image: map.url(store.store_image) })),
    },
    counts: [{ key: 'stores', label: 'Toko', of: (c) => c.stores.length }],
    restorePoint: {
      count: 'stores',
      label: 'toko',
      deletes: [{ route: 'stores', noun: 'toko', table: 'stores', nameColumn: 'name' }],
    },
    assetCategory: 'stores',
    dashboard: {
      key: 'stores',
      table: 'stores',
      visibleColumn: 'is_active',
      title: 'Store Locations',
      noun: 'lokasi',
      visibleWord: 'aktif',
    },
    admin: { route: 'stores', label: 'Stores', icon: 'store', settingsTab: false },
  },
  footer: {
    kind: 'single',
    tables: ['footer_settings'],
    payload: { content: 'footer_settings' },
    backup: { key: 'footer_settings', mapImages: (footer) => footer },
    assetCategory: null,
    admin: { route: 'footer', label: 'Footer', icon: 'panel-bottom' },
  },
} as const satisfies SectionDefinitions;

/** Every section's definition, in page order. */
export const sectionDefinitions = (): (typeof SECTIONS)[SectionKey][] =>
  SECTION_KEYS.map((key) => SECTIONS[key]);

/** The content sections' definitions, in page order. */
export const contentSectionDefinitions = (): (typeof SECTIONS)[ContentSectionKey][] =>
  CONTENT_SECTION_KEYS.map((key) => SECTIONS[key]);
