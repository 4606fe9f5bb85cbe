import { type MerchandiseItem, merchandiseItemFormSchema } from '@webku/contract';
import { translationValues } from '@/components/form/translation-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { toMerchandiseFormValues } from '../utils/merchandise-form';

export function useMerchandiseForm(item: MerchandiseItem | null, items: readonly MerchandiseItem[]) {
  return useSchemaForm(merchandiseItemFormSchema, {
    defaultValues: { ...toMerchandiseFormValues(item, items), ...translationValues(item) },
  });
}

export type MerchandiseFormApi = ReturnType<typeof useMerchandiseForm>;
