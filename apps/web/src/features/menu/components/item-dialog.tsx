import { type AdminMenuItem, type MenuCategory, menuItemFields, menuItemFormSchema } from '@webku/contract';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { RupiahField } from '@/components/form/rupiah-field';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs, translationValues } from '@/components/form/translation-input';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveMenuItem } from '../api/use-menu';
import { toItemFormValues, toItemPayload } from '../utils/menu-form';

type ItemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminMenuItem | null;
  items: readonly AdminMenuItem[];
  categories: readonly MenuCategory[];
  defaultCategoryId: number | null;
};

export function ItemDialog({ open, onOpenChange, item, ...rest }: ItemDialogProps) {
  const save = useSaveMenuItem();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Ubah item menu' : 'Tambah item menu'}
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
  const form = useSchemaForm(menuItemFormSchema, {
    defaultValues: { ...toItemFormValues(item, items, defaultCategoryId), ...translationValues(item) },
  });
  const { register, control, handleSubmit, formState } = form;
  const secondLanguage = useSecondLanguage();
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
      <TextAreaField
        id="item-description"
        label="Deskripsi"
        isOptional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <TranslationInputs
        idPrefix="item"
        fields={menuItemFields}
        language={secondLanguage}
        form={form as never}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <RupiahField
          id="item-price"
          label="Harga (Rp)"
          placeholder="25.000"
          hint="Isi 0 agar harga tidak ditampilkan."
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          id="item-order"
          label="Urutan Tampil"
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
          description="Menampilkan lencana Best Seller pada item."
        />
        <ControlledSwitchRow
          control={control}
          name="is_recommended"
          label="👍 Recommended"
          description="Menampilkan lencana Recommended pada item."
        />
        <ControlledSwitchRow
          control={control}
          name="is_active"
          label="Aktif"
          description="Tampilkan item ini di website Anda."
        />
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
