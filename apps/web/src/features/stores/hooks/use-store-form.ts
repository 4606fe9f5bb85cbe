import type { Store } from '@webku/contract';
import { useSchemaForm } from '@/lib/use-schema-form';
import { storeFormSchema, toStoreFormValues } from '../utils/store-form';

export function useStoreForm(store: Store | null, stores: readonly Store[]) {
  return useSchemaForm(storeFormSchema, { defaultValues: toStoreFormValues(store, stores) });
}

export type StoreFormApi = ReturnType<typeof useStoreForm>;
