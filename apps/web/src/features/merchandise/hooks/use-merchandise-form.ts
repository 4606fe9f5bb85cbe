import { type MerchandiseItem, merchandiseItemInputSchema } from '@webku/contract';
import { useSchemaForm } from '@/lib/use-schema-form';
import { toMerchandiseFormValues } from '../utils/merchandise-form';

export function useMerchandiseForm(item: MerchandiseItem | null, items: readonly MerchandiseItem[]) {
  return useSchemaForm(merchandiseItemInputSchema, { defaultValues: toMerchandiseFormValues(item, items) });
}

export type MerchandiseFormApi = ReturnType<typeof useMerchandiseForm>;
