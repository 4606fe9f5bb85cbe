import {
  type MenuCategory,
  menuCategoryFields,
  menuCategoryInputSchema,
  toCategorySlug,
} from '@webku/contract';
import { useWatch } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextField } from '@/components/form/text-field';
import { TranslationInputs, translationValues } from '@/components/form/translation-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveCategory } from '../api/use-menu';
import { toCategoryFormValues, toCategoryPayload } from '../utils/menu-form';

type CategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: MenuCategory | null;
  categories: readonly MenuCategory[];
};

export function CategoryDialog({ open, onOpenChange, category, categories }: CategoryDialogProps) {
  const save = useSaveCategory();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? 'Ubah kategori' : 'Tambah kategori'}
      description="Kelompokkan menu Anda, misalnya Kopi, Non-Kopi, Camilan."
      id={category?.id}
      save={save}
    >
      {(form) => <CategoryForm {...form} category={category} categories={categories} />}
    </SaveFormDialog>
  );
}

type CategoryFormProps = Omit<CategoryDialogProps, 'open' | 'onOpenChange'> & {
  formId: string;
  onSubmit: (body: ReturnType<typeof toCategoryPayload>) => Promise<void>;
};

function CategoryForm({ formId, category, categories, onSubmit }: CategoryFormProps) {
  const isNew = !category;
  const form = useSchemaForm(menuCategoryInputSchema, {
    defaultValues: { ...toCategoryFormValues(category, categories), ...translationValues(category) },
  });
  const { register, control, handleSubmit, formState } = form;
  const secondLanguage = useSecondLanguage();
  const errors = formState.errors;
  const name = useWatch({ control, name: 'name' });
  const derived = toCategorySlug(name ?? '');

  const submit = handleSubmit((values) => onSubmit(toCategoryPayload(values, isNew)).catch(() => undefined));

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <TextField
        id="category-name"
        label="Nama"
        error={errors.name?.message}
        hint={isNew && derived ? `Nama tautan: ${derived}` : undefined}
        {...register('name')}
      />
      <TranslationInputs
        idPrefix="category"
        fields={menuCategoryFields}
        language={secondLanguage}
        form={form as never}
      />
      {!isNew && (
        <TextField
          id="category-slug"
          label="Slug"
          hint={`Dipakai di tautan. Kosongkan agar dibuat dari nama${derived ? ` (${derived})` : ''}.`}
          error={errors.slug?.message}
          {...register('slug')}
        />
      )}
      <TextField
        id="category-order"
        label="Urutan Tampil"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Angka lebih kecil tampil lebih dulu."
        error={errors.display_order?.message}
        className="sm:max-w-60"
        {...register('display_order')}
      />
      <ControlledSwitchRow
        control={control}
        name="is_active"
        label="Aktif"
        description="Tampilkan kategori ini di website Anda."
      />
      <ControlledImageField
        control={control}
        name="image"
        id="category-image"
        label="Gambar"
        category="menu"
        isOptional
      />
    </form>
  );
}
