import { type MerchandiseItem, merchandiseItemFields } from '@webku/contract';
import * as ListItem from '@/components/form/list-item-dialog';
import { RupiahField } from '@/components/form/rupiah-field';
import { TextField } from '@/components/form/text-field';
import { useSaveMerchandise } from '../api/use-merchandise';
import { useMerchandiseForm } from '../hooks/use-merchandise-form';
import { toMerchandisePayload } from '../utils/merchandise-form';
import { ImageGalleryField } from './image-gallery-field';

export const MerchandiseDialog = ListItem.dialog<MerchandiseItem, ReturnType<typeof toMerchandisePayload>>({
  titles: { edit: 'Ubah merchandise', add: 'Tambah merchandise' },
  useSave: useSaveMerchandise,
  Form: MerchandiseForm,
});

function MerchandiseForm({
  formId,
  item,
  items,
  onSubmit,
}: ListItem.FormProps<MerchandiseItem, ReturnType<typeof toMerchandisePayload>>) {
  const form = useMerchandiseForm(item, items);
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    onSubmit(toMerchandisePayload(values, values.name)).catch(() => undefined),
  );

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <TextField id="merch-name" label="Nama" error={errors.name?.message} {...register('name')} />
      <ListItem.DescriptionField
        idPrefix="merch"
        error={errors.description?.message}
        {...register('description')}
      />
      <ListItem.Translations idPrefix="merch" fields={merchandiseItemFields} form={form as never} />
      <div className="grid gap-5 sm:grid-cols-2">
        <RupiahField
          id="merch-price"
          label="Harga (Rp)"
          placeholder="85.000"
          error={errors.price?.message}
          {...register('price')}
        />
        <ListItem.DisplayOrderField
          idPrefix="merch"
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <ListItem.ActiveSwitch control={control} description="Tampilkan produk ini di website Anda." />
      <ImageGalleryField form={form} />
    </form>
  );
}
