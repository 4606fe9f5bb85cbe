import type { Store } from '@webku/contract';
import { translationValues } from '@/components/form/translation-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { storeFormSchema, toStoreFormValues } from '../utils/store-form';

export function useStoreForm(store: Store | null, stores: readonly Store[]) {
  return useSchemaForm(storeFormSchema, {
    defaultValues: { ...toStoreFormValues(store, stores), ...translationValues(store) },
  });
}

export type StoreFormApi = ReturnType<typeof useStoreForm>;
