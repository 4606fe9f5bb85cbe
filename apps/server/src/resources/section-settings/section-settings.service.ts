import type { SectionSetting, SectionSettingInput, SectionType } from '@webku/contract';
import { and, type Db, eq, sectionSettings } from '@webku/db';
import { ValidationError } from '../../http/errors';
import type { CompanyScope } from '../admin-content/tenant-list';

type Options = CompanyScope & { sectionType: SectionType };

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

function toSectionSetting(row: typeof sectionSettings.$inferSelect): SectionSetting {
  const { section_type, is_active, title, description, google_drive_menu_url, google_drive_menu_qr_code } =
    row;
  return {
    section_type: section_type as SectionType,
    is_active,
    title,
    description,
    google_drive_menu_url,
    google_drive_menu_qr_code,
  };
}

// A section never saved reads as its defaults, so every editor can load without a 404.
export async function getSectionSetting(
  db: Db,
  { companyId, sectionType }: Options,
): Promise<SectionSetting> {
  const [row] = await db
    .select()
    .from(sectionSettings)
    .where(and(eq(sectionSettings.company_id, companyId), eq(sectionSettings.section_type, sectionType)));
  return row ? toSectionSetting(row) : defaultSectionSetting(sectionType);
}

export async function saveSectionSetting(
  db: Db,
  { companyId, sectionType, input }: Options & { input: SectionSettingInput },
): Promise<SectionSetting> {
  const { section_type, google_drive_menu_url, google_drive_menu_qr_code, ...fields } = input;
  if (section_type && section_type !== sectionType) {
    throw new ValidationError(`Jenis bagian harus '${sectionType}' untuk alamat ini`);
  }
  // The Google Drive menu link belongs to the menu section only.
  const values =
    sectionType === 'menu' ? { ...fields, google_drive_menu_url, google_drive_menu_qr_code } : fields;
  const [row] = await db
    .insert(sectionSettings)
    .values({ ...values, company_id: companyId, section_type: sectionType })
    .onConflictDoUpdate({
      target: [sectionSettings.company_id, sectionSettings.section_type],
      set: { ...values, updated_at: new Date() },
    })
    .returning();
  return toSectionSetting(row!);
}
