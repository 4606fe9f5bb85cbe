import { type OrderLink, type Store, storeFields, WHATSAPP_NUMBER_EXAMPLE } from '@webku/contract';
import { useState } from 'react';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { HoursEditor } from '@/components/form/hours-editor';
import * as ListItem from '@/components/form/list-item-dialog';
import {
  filledOrderLinks,
  OrderLinksEditor,
  orderLinkRowProblems,
  toOrderLinkRow,
} from '@/components/form/order-links-editor';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useOrderLinkPlatforms } from '@/lib/offer-wording';
import { notify } from '@/lib/toast';
import { BUSINESS_NUMBER_PLACE, useBusinessNumber } from '@/lib/use-business-number';
import { useSaveStore } from '../api/use-stores';
import { useStoreForm } from '../hooks/use-store-form';
import { toStorePayload } from '../utils/store-form';

export const StoreDialog = ListItem.dialog<
  Store,
  ReturnType<typeof toStorePayload> & { order_links: OrderLink[] }
>({
  titles: { edit: 'Ubah toko', add: 'Tambah toko' },
  useSave: useSaveStore,
  Form: StoreForm,
});

function StoreForm({
  formId,
  item: store,
  items: stores,
  onSubmit,
}: ListItem.FormProps<Store, ReturnType<typeof toStorePayload> & { order_links: OrderLink[] }>) {
  const form = useStoreForm(store, stores);
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [links, setLinks] = useState(() => (store?.order_links ?? []).map(toOrderLinkRow));
  const platforms = useOrderLinkPlatforms();
  const [linksChecked, setLinksChecked] = useState(false);
  const businessNumber = useBusinessNumber();
  const submit = handleSubmit((values) => {
    if (orderLinkRowProblems(links).some(Boolean)) return notify.error('Periksa tautan yang ditandai merah.');
    return onSubmit({ ...toStorePayload(values), order_links: filledOrderLinks(links) }).catch(
      () => undefined,
    );
  });

  return (
    <form
      id={formId}
      onSubmit={(event) => {
        setLinksChecked(true);
        return submit(event);
      }}
      noValidate
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="store-name"
          label="Nama"
          placeholder="Kopi Senja Kemang"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="store-city"
          label="Kota"
          placeholder="Jakarta Selatan"
          error={errors.city?.message}
          {...register('city')}
        />
      </div>
      <TextAreaField
        id="store-address"
        label="Alamat"
        rows={2}
        hint="Dengan alamat, pengunjung bisa membuka peta toko langsung di website."
        error={errors.address?.message}
        {...register('address')}
      />
      <ListItem.Translations idPrefix="store" fields={storeFields} form={form as never} />
      <TextField
        id="store-map"
        label="URL Google Maps"
        type="url"
        inputMode="url"
        placeholder="https://maps.app.goo.gl/..."
        hint="Pengunjung membukanya lewat tombol Lihat di Peta."
        isOptional
        error={errors.google_map_url?.message}
        {...register('google_map_url')}
      />
      <TextField
        id="store-whatsapp"
        label="Nomor WhatsApp Toko"
        type="tel"
        inputMode="tel"
        placeholder={businessNumber ?? WHATSAPP_NUMBER_EXAMPLE}
        hint={
          businessNumber
            ? `Isi hanya jika toko ini punya nomor sendiri. Kosong: kartu toko memakai nomor WhatsApp usaha ${businessNumber}.`
            : `Isi hanya jika toko ini punya nomor sendiri. Kosong: kartu toko memakai nomor WhatsApp usaha dari ${BUSINESS_NUMBER_PLACE}.`
        }
        isOptional
        error={errors.whatsapp_number?.message}
        {...register('whatsapp_number')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-neutral-900">Pesan juga di (toko ini)</legend>
        <p className="text-xs text-neutral-600">
          Tautan khusus toko ini, misalnya outlet GoFood, GrabFood atau ShopeeFood-nya dan tempatnya di Google
          Maps. Website menampilkannya di kartu toko ini dengan logo platformnya.
        </p>
        <OrderLinksEditor rows={links} onChange={setLinks} platforms={platforms} checked={linksChecked} />
      </fieldset>
      <TextField
        id="store-review"
        label="Tautan ulasan Google toko ini"
        type="url"
        inputMode="url"
        placeholder="https://g.page/r/…/review"
        hint="Salin tautan “Minta ulasan” dari Profil Bisnis Google toko ini. Kartu toko menampilkan tombol “Beri ulasan di Google”."
        isOptional
        error={errors.google_review_url?.message}
        {...register('google_review_url')}
      />
      <HoursEditor
        form={form}
        legend="Jam Buka"
        emptyHint="Jam buka belum diisi, jadi website tidak menampilkan jam buka."
      />
      <ControlledImageField
        control={control}
        name="store_image"
        id="store-image"
        label="Foto Toko"
        category="stores"
        shape="wide"
        isOptional
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ListItem.DisplayOrderField
          idPrefix="store"
          min={1}
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <ListItem.ActiveSwitch control={control} description="Tampilkan toko ini di website Anda." />
    </form>
  );
}
