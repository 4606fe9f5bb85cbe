import { API, type SectionSetting, type SectionSettingInput, type SectionType } from '@webku/contract';
import { blankToNull, toFormText } from '../form-values';

export const SECTION_LABELS: Record<SectionType, string> = {
  menu: 'Menu',
  merchandise: 'Merchandise',
  news: 'News',
  stores: 'Stores',
};

export function sectionSettingsPath(type: SectionType): string {
  return API.admin[type].settings;
}

// Used when a section has no stored settings yet (404) or they cannot be loaded (the stores editor still shows one).
export function defaultSectionSetting(type: SectionType): SectionSetting {
  return {
    section_type: type,
    is_active: true,
    title: null,
    description: null,
    google_drive_menu_url: null,
    google_drive_menu_qr_code: null,
  };
}

export type SectionSettingFormValues = {
  is_active: boolean;
  title: string;
  description: string;
  google_drive_menu_url: string;
  google_drive_menu_qr_code: string;
};

export function toSectionFormValues(setting: SectionSetting): SectionSettingFormValues {
  return {
    is_active: setting.is_active,
    title: toFormText(setting.title),
    description: toFormText(setting.description),
    google_drive_menu_url: toFormText(setting.google_drive_menu_url),
    google_drive_menu_qr_code: toFormText(setting.google_drive_menu_qr_code),
  };
}

// Only the menu section carries the Google Drive link and its QR code.
export function toSectionPayload(type: SectionType, values: SectionSettingInput): SectionSettingInput {
  const body: SectionSettingInput = { ...blankToNull(values), section_type: type };
  if (type !== 'menu') {
    delete body.google_drive_menu_url;
    delete body.google_drive_menu_qr_code;
  }
  return body;
}

// After a save the local copy takes the saved values; a bodiless answer keeps what was sent.
export function mergeSavedSection(
  local: SectionSetting,
  sent: SectionSettingInput,
  saved: Partial<SectionSetting> | null | undefined,
): SectionSetting {
  const fromSent = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return { ...local, ...fromSent, ...(saved ?? {}), section_type: local.section_type } as SectionSetting;
}

export function sectionSuccessMessage(type: SectionType): string {
  return `${SECTION_LABELS[type]} settings updated successfully!`;
}

export function sectionFailureMessage(type: SectionType): string {
  return `Failed to update ${type} settings`;
}
