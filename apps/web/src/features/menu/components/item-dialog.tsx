import { type MenuCategory, type MenuItem, menuItemInputSchema } from '@webku/contract';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveMenuItem } from '../api/use-menu';
import { toItemFormValues, toItemPayload } from '../utils/menu-form';

type ItemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: MenuItem | null;
  items: readonly MenuItem[];
  categories: readonly MenuCategory[];
  defaultCategoryId: number | null;
};

export function ItemDialog({ open, onOpenChange, item, ...rest }: ItemDialogProps) {
  const save = useSaveMenuItem();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit menu item' : 'Add menu item'}
      size="lg"
      id={item?.id}
      save={save}
    >
      {(form) => <ItemForm {...form} item={item} {...rest} />}
    </SaveFormDialog>
  );
}

type ItemFormProps = Omit<ItemDialogProps, 'open' | 'onOpenChange'> & {
  formId: string;
  onSubmit: (body: ReturnType<typeof toItemPayload>) => Promise<void>;
};

function ItemForm({ formId, item, items, categories, defaultCategoryId, onSubmit }: ItemFormProps) {
  const { register, control, handleSubmit, formState } = useSchemaForm(menuItemInputSchema, {
    defaultValues: toItemFormValues(item, items, defaultCategoryId),
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => onSubmit(toItemPayload(values)).catch(() => undefined));
  const categoryError = errors.category_id ? 'Choose a category' : undefined;

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="item-name" label="Name" error={errors.name?.message} {...register('name')} />
        <FormField id="item-category" label="Category" error={categoryError}>
          <Select
            id="item-category"
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={fieldDescribedBy('item-category', { error: categoryError })}
            {...register('category_id')}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <TextAreaField
        id="item-description"
        label="Description"
        isOptional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="item-price"
          label="Price (Rp)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="25000"
          hint="Leave 0 to hide the price."
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          id="item-order"
          label="Display Order"
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <div className="space-y-2">
        <ControlledSwitchRow
          control={control}
          name="is_best_seller"
          label="★ Best Seller"
          description="Shows a Best Seller badge on the item."
        />
        <ControlledSwitchRow
          control={control}
          name="is_recommended"
          label="👍 Recommended"
          description="Shows a Recommended badge on the item."
        />
        <ControlledSwitchRow
          control={control}
          name="is_active"
          label="Active"
          description="Show this item on your website."
        />
      </div>
      <ControlledImageField
        control={control}
        name="image"
        id="item-image"
        label="Image"
        category="menu"
        isOptional
      />
    </form>
  );
}
