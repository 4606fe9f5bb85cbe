import {
  type AnyRowSection,
  type RowSectionBackup,
  SECTION_TYPES,
  type SectionRow,
  type SiteBackupContent,
  withTranslationsIfAny,
} from '@webku/contract';
import { type DbOrTx, sectionTable } from '@webku/db';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import { ValidationError } from '../errors';
import { contentStores } from './content-stores';
import type { ListService, ServiceDeps } from './services';
import { type OwnedId, tenantStore, withoutTenant } from './tenant-store';

type Values = Record<string, unknown>;

/** The company-scoped store of a row section's table. */
export const rowSectionStore = (section: AnyRowSection) =>
  tenantStore(sectionTable(section), { notFound: `${capitalized(section.noun)} tidak ditemukan` });

function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

const toRow = (row: object): SectionRow =>
  withoutTenant(row as SectionRow & { company_id: number }) as SectionRow;

export type RowSectionService = ListService<Values, SectionRow> & {
  /** Puts the rows in the order of `ids` (every row of the company, each once). */
  reorder(companyId: number, ids: readonly number[]): Promise<SectionRow[]>;
};

/** A row section's list: add (up to its most rows), edit, remove and reorder, each recorded as a content change. */
export function rowSectionService({ db, write }: ServiceDeps, section: AnyRowSection): RowSectionService {
  const store = rowSectionStore(section);
  const list = async (tx: DbOrTx, companyId: number) => (await store.list(tx, companyId)).map(toRow);
  return {
    list: (companyId) => list(db, companyId),
    create: (companyId, input) =>
      write(companyId, async (tx) => {
        const { total } = await store.tally(tx, companyId, store.ofCompany(companyId));
        if (total >= section.maxRows) {
          throw new ValidationError(
            `${section.title.id} sudah berisi ${section.maxRows} ${section.noun}, jumlah terbanyak: hapus satu dulu sebelum menambah`,
          );
        }
        // A new row goes after the last, whatever was deleted before it.
        const last = Math.max(0, ...(await store.list(tx, companyId)).map((row) => row.display_order));
        return toRow(
          await store.append(tx, companyId, {
            ...section.emptyValues,
            display_order: last + 1,
            ...input,
          } as never),
        );
      }),
    update: (scope: OwnedId, input) =>
      write(scope.companyId, async (tx) => toRow(await store.update(tx, scope, input as never))),
    remove: (scope) => write(scope.companyId, async (tx) => toRow(await store.remove(tx, scope))),
    reorder: (companyId, ids) =>
      write(companyId, async (tx) => {
        const rows = await store.list(tx, companyId);
        const stored = new Set(rows.map((row) => row.id));
        if (
          ids.length !== stored.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !stored.has(id))
        ) {
          throw new ValidationError(
            `Urutan ${section.title.id} harus menyebut setiap ${section.noun} tepat satu kali: muat ulang halaman lalu coba lagi`,
          );
        }
        for (const [index, id] of ids.entries()) {
          await store.update(tx, { companyId, id }, { display_order: index + 1 } as never);
        }
        return list(tx, companyId);
      }),
  };
}

export type RowSections = SiteBackupContent['row_sections'];
type SettingsRow = {
  section_type: string;
  is_active: boolean;
  title: string | null;
  description: string | null;
};

const BASE_TYPES: readonly string[] = SECTION_TYPES;

/** Whether a section_settings row belongs to one of the base sections (the backup's `section_settings`). */
export const isBaseSectionSetting = (row: { section_type: string }) => BASE_TYPES.includes(row.section_type);

/** Every row section's settings and rows (hidden rows too), for a backup or a restore point. */
export async function readRowSections(
  db: DbOrTx,
  companyId: number,
  settings: readonly SettingsRow[],
): Promise<RowSections> {
  const parts = await Promise.all(
    ROW_SECTIONS.map(async (section): Promise<[string, RowSectionBackup]> => {
      const stored = settings.find((row) => row.section_type === section.key);
      const rows = await rowSectionStore(section).list(db, companyId);
      return [
        section.key,
        {
          settings: stored
            ? { is_active: stored.is_active, title: stored.title, description: stored.description }
            : null,
          rows: rows.map(({ id: _id, company_id: _c, created_at: _a, updated_at: _u, ...row }) =>
            withTranslationsIfAny(row),
          ),
        },
      ];
    }),
  );
  return Object.fromEntries(parts);
}

/** Inside a whole-site replacement: every row section's rows and settings become the snapshot's. */
export async function writeRowSections(
  tx: DbOrTx,
  companyId: number,
  content: RowSections | undefined,
): Promise<void> {
  for (const section of ROW_SECTIONS) {
    const store = rowSectionStore(section);
    await store.removeAll(tx, companyId);
    const part = content?.[section.key];
    if (!part) continue;
    await store.insertMany(
      tx,
      companyId,
      part.rows.map((row) => ({ ...section.emptyValues, ...row })) as never,
    );
    if (part.settings) {
      await contentStores.sections.insert(tx, companyId, {
        ...part.settings,
        section_type: section.key as never,
      });
    }
  }
}
