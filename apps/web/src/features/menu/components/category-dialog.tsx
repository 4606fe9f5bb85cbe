import { type MenuCategory, menuCategoryInputSchema, toCategorySlug } from '@webku/contract';
import { useWatch } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
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
      title={category ? 'Edit category' : 'Add category'}
      description="Group your menu, e.g. Coffee, Non-Coffee, Snacks."
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
  const { register, control, handleSubmit, formState } = useSchemaForm(menuCategoryInputSchema, {
    defaultValues: toCategoryFormValues(category, categories),
  });
  const errors = formState.errors;
  const name = useWatch({ control, name: 'name' });
  const derived = toCategorySlug(name ?? '');

  const submit = handleSubmit((values) => onSubmit(toCategoryPayload(values, isNew)).catch(() => undefined));

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <TextField
        id="category-name"
        label="Name"
        error={errors.name?.message}
        hint={isNew && derived ? `Link name: ${derived}` : undefined}
        {...register('name')}
      />
      {!isNew && (
        <TextField
          id="category-slug"
          label="Slug"
          hint={`Used in links. Leave empty to make one from the name${derived ? ` (${derived})` : ''}.`}
          error={errors.slug?.message}
          {...register('slug')}
        />
      )}
      <TextField
        id="category-order"
        label="Display Order"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Lower numbers come first."
        error={errors.display_order?.message}
        className="sm:max-w-60"
        {...register('display_order')}
      />
      <ControlledSwitchRow
        control={control}
        name="is_active"
        label="Active"
        description="Show this category on your website."
      />
      <ControlledImageField
        control={control}
        name="image"
        id="category-image"
        label="Image"
        category="menu"
        isOptional
      />
    </form>
  );
}
