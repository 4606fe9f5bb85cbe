import {
  type AnyOneRowSection,
  type OneRowAnswerOf,
  type OneRowValues,
  type SectionSetting,
  type SectionSettingInput,
  type SectionType,
  type WebSettings,
  type WebSettingsInput,
  withTranslationsIfAny,
} from '@webku/contract';
import { sectionSettings, type webSettings } from '@webku/db';
import { ValidationError } from '../errors';
import { contentStores } from './content-stores';
import type { ServiceDeps, SingletonService } from './services';
import { type TenantStore, type TenantTable, tenantStore, withoutTenant } from './tenant-store';

type Row<T extends TenantTable> = T['$inferSelect'];

// One implementation for every singleton; the entity only says how input becomes columns and a row
// becomes the contract's shape, and what a record never saved reads as (nothing: not found).
function singletonService<T extends TenantTable, Input, Output>(
  { db, write }: ServiceDeps,
  store: TenantStore<T>,
  entity: {
    toValues: (input: Input) => object;
    toOutput: (row: Row<T>) => Output;
    absent?: () => Output;
  },
): SingletonService<Input, Output> {
  const values = (input: Input) => entity.toValues(input) as never;
  return {
    get: async (companyId) => {
      const row = await store.one(db, companyId);
      if (!row && entity.absent) return entity.absent();
      return entity.toOutput(store.found(row));
    },
    create: (companyId, input) =>
      write(companyId, async (tx) => entity.toOutput(await store.insert(tx, companyId, values(input)))),
    update: (scope, input) =>
      write(scope.companyId, async (tx) => entity.toOutput(await store.update(tx, scope, values(input)))),
    save: (companyId, input) =>
      write(companyId, async (tx) => entity.toOutput(await store.upsert(tx, companyId, values(input)))),
  };
}

// A section of one row defined by its fields (hero, About us, footer). Saved by `PUT`, never saved reads as
// its empty values: the editor opens on a blank section, the page shows nothing. With the calls that
// predate the definitions (the hero's, the footer's) a row never made is not found.
export function oneRowService<S extends AnyOneRowSection>(
  deps: ServiceDeps,
  section: S,
  store: TenantStore<TenantTable>,
): SingletonService<Partial<OneRowValues<S>>, OneRowAnswerOf<S>> {
  return singletonService<TenantTable, Partial<OneRowValues<S>>, OneRowAnswerOf<S>>(deps, store, {
    toValues: (input) => input,
    toOutput: (row) => section.answerOf(row) as OneRowAnswerOf<S>,
    absent: section.calls === 'save' ? () => section.emptyValues as OneRowAnswerOf<S> : undefined,
  });
}

// The legal pages' HTML is sanitised by the store (content-stores.ts). A zone in the input is the
// owner's pick: from then on it no longer follows the stores' city.
export const webSettingsService = (deps: ServiceDeps): SingletonService<WebSettingsInput, WebSettings> =>
  singletonService<typeof webSettings, WebSettingsInput, WebSettings>(deps, contentStores.web, {
    toValues: (input) => (input.time_zone ? { ...input, time_zone_chosen: true } : input),
    toOutput: withoutTenant,
  });

// What an editor shows before the owner ever saved the section: visible, no texts.
export function defaultSectionSetting(sectionType: SectionType): SectionSetting {
  return {
    section_type: sectionType,
    is_active: true,
    title: null,
    description: null,
    google_drive_menu_url: null,
    google_drive_menu_qr_code: null,
  };
}

const toSectionSetting = (row: typeof sectionSettings.$inferSelect): SectionSetting => {
  const { section_type, is_active, title, description, google_drive_menu_url, google_drive_menu_qr_code } =
    row;
  return withTranslationsIfAny({
    section_type,
    is_active,
    title,
    description,
    google_drive_menu_url,
    google_drive_menu_qr_code,
    translations: row.translations,
  });
};

// The settings of one section (its route names it); a section never saved reads as its defaults.
export const sectionSettingsService = (
  deps: ServiceDeps,
  sectionType: SectionType,
): SingletonService<SectionSettingInput, SectionSetting> =>
  singletonService<typeof sectionSettings, SectionSettingInput, SectionSetting>(
    deps,
    tenantStore(
      sectionSettings,
      { notFound: 'Pengaturan bagian tidak ditemukan', exists: 'Pengaturan bagian sudah ada' },
      { section_type: sectionType },
    ),
    {
      toValues: ({ section_type, google_drive_menu_url, google_drive_menu_qr_code, ...fields }) => {
        if (section_type && section_type !== sectionType) {
          throw new ValidationError(`Jenis bagian harus '${sectionType}' untuk alamat ini`);
        }
        // The Google Drive menu link belongs to the menu section only.
        return sectionType === 'menu'
          ? { ...fields, google_drive_menu_url, google_drive_menu_qr_code }
          : fields;
      },
      toOutput: toSectionSetting,
      absent: () => defaultSectionSetting(sectionType),
    },
  );
