import { type MerchandiseItem, merchandiseItemFields } from '@webku/contract';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { RupiahField } from '@/components/form/rupiah-field';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs } from '@/components/form/translation-input';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveMerchandise } from '../api/use-merchandise';
import { useMerchandiseForm } from '../hooks/use-merchandise-form';
import { toMerchandisePayload } from '../utils/merchandise-form';
import { ImageGalleryField } from './image-gallery-field';

type MerchandiseDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: MerchandiseItem | null;
  items: readonly MerchandiseItem[];
};

export function MerchandiseDialog({ open, onOpenChange, item, items }: MerchandiseDialogProps) {
  const save = useSaveMerchandise();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Ubah merchandise' : 'Tambah merchandise'}
      size="lg"
      id={item?.id}
      save={save}
    >
      {(form) => <MerchandiseForm {...form} item={item} items={items} />}
    </SaveFormDialog>
  );
}

type MerchandiseFormProps = {
  formId: string;
  item: MerchandiseItem | null;
  items: readonly MerchandiseItem[];
  onSubmit: (body: ReturnType<typeof toMerchandisePayload>) => Promise<void>;
};

function MerchandiseForm({ formId, item, items, onSubmit }: MerchandiseFormProps) {
  const form = useMerchandiseForm(item, items);
  const secondLanguage = useSecondLanguage();
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    onSubmit(toMerchandisePayload(values, values.name)).catch(() => undefined),
  );

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <TextField id="merch-name" label="Nama" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        id="merch-description"
        label="Deskripsi"
        isOptional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <TranslationInputs
        idPrefix="merch"
        fields={merchandiseItemFields}
        language={secondLanguage}
        form={form as never}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <RupiahField
          id="merch-price"
          label="Harga (Rp)"
          placeholder="85.000"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          id="merch-order"
          label="Urutan Tampil"
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <ControlledSwitchRow
        control={control}
        name="is_active"
        label="Aktif"
        description="Tampilkan produk ini di website Anda."
      />
      <ImageGalleryField form={form} />
    </form>
  );
}
