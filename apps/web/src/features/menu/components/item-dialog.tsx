import { type AdminMenuItem, type MenuCategory, menuItemFields, menuItemFormSchema } from '@webku/contract';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import * as ListItem from '@/components/form/list-item-dialog';
import { RupiahField } from '@/components/form/rupiah-field';
import { TextField } from '@/components/form/text-field';
import { translationValues } from '@/components/form/translation-input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveMenuItem } from '../api/use-menu';
import { toItemFormValues, toItemPayload } from '../utils/menu-form';

type MenuChoices = { categories: readonly MenuCategory[]; defaultCategoryId: number | null };

export const ItemDialog = ListItem.dialog<AdminMenuItem, ReturnType<typeof toItemPayload>, MenuChoices>({
  titles: { edit: 'Ubah item menu', add: 'Tambah item menu' },
  useSave: useSaveMenuItem,
  Form: ItemForm,
});

function ItemForm({
  formId,
  item,
  items,
  categories,
  defaultCategoryId,
  onSubmit,
}: ListItem.FormProps<AdminMenuItem, ReturnType<typeof toItemPayload>> & MenuChoices) {
  const form = useSchemaForm(menuItemFormSchema, {
    defaultValues: { ...toItemFormValues(item, items, defaultCategoryId), ...translationValues(item) },
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit((values) => onSubmit(toItemPayload(values)).catch(() => undefined));
  const categoryError = errors.category_id ? 'Pilih kategori untuk item ini' : undefined;

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      {item?.is_example && (
        <p className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
          Item ini contoh dari kami. Setelah Anda menyimpannya, item ini menjadi milik Anda dan tanda contoh
          hilang.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="item-name" label="Nama" error={errors.name?.message} {...register('name')} />
        <FormField id="item-category" label="Kategori" error={categoryError}>
          <Select
            id="item-category"
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={fieldDescribedBy('item-category', { error: categoryError })}
            {...register('category_id')}
          >
            <option value="">Pilih kategori</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <ListItem.DescriptionField
        idPrefix="item"
        error={errors.description?.message}
        {...register('description')}
      />
      <ListItem.Translations idPrefix="item" fields={menuItemFields} form={form as never} />
      <div className="grid gap-5 sm:grid-cols-2">
        <RupiahField
          id="item-price"
          label="Harga (Rp)"
          placeholder="25.000"
          hint="Isi 0 agar harga tidak ditampilkan."
          error={errors.price?.message}
          {...register('price')}
        />
        <ListItem.DisplayOrderField
          idPrefix="item"
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <div className="space-y-2">
        <ControlledSwitchRow
          control={control}
          name="is_best_seller"
          label="★ Best Seller"
          description="Menampilkan lencana Best Seller pada item."
        />
        <ControlledSwitchRow
          control={control}
          name="is_recommended"
          label="👍 Recommended"
          description="Menampilkan lencana Recommended pada item."
        />
        <ListItem.ActiveSwitch control={control} description="Tampilkan item ini di website Anda." />
      </div>
      <ControlledImageField
        control={control}
        name="image"
        id="item-image"
        label="Gambar"
        category="menu"
        isOptional
      />
    </form>
  );
}
