import { type WebSettings, webSettingsInputSchema } from '@webku/contract';
import { useSchemaForm } from '@/lib/use-schema-form';
import { toWebSettingsFormValues } from '../utils/web-settings-form';

export function useWebSettingsForm(record: WebSettings | null) {
  return useSchemaForm(webSettingsInputSchema, { defaultValues: toWebSettingsFormValues(record) });
}

export type WebSettingsFormApi = ReturnType<typeof useWebSettingsForm>;
