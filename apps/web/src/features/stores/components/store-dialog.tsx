import { type OrderLink, type Store, storeFields, WHATSAPP_NUMBER_EXAMPLE } from '@webku/contract';
import { useState } from 'react';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { HoursEditor } from '@/components/form/hours-editor';
import {
  filledOrderLinks,
  OrderLinksEditor,
  orderLinkRowProblems,
  toOrderLinkRow,
} from '@/components/form/order-links-editor';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { TranslationInputs } from '@/components/form/translation-input';
import { notify } from '@/lib/toast';
import { BUSINESS_NUMBER_PLACE, useBusinessNumber } from '@/lib/use-business-number';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveStore } from '../api/use-stores';
import { useStoreForm } from '../hooks/use-store-form';
import { toStorePayload } from '../utils/store-form';

type StoreDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: Store | null;
  stores: readonly Store[];
};

export function StoreDialog({ open, onOpenChange, store, stores }: StoreDialogProps) {
  const save = useSaveStore();
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={store ? 'Ubah toko' : 'Tambah toko'}
      size="lg"
      id={store?.id}
      save={save}
    >
      {(form) => <StoreForm {...form} store={store} stores={stores} />}
    </SaveFormDialog>
  );
}

type StoreFormProps = Omit<StoreDialogProps, 'open' | 'onOpenChange'> & {
  formId: string;
  onSubmit: (body: ReturnType<typeof toStorePayload> & { order_links: OrderLink[] }) => Promise<void>;
};

function StoreForm({ formId, store, stores, onSubmit }: StoreFormProps) {
  const form = useStoreForm(store, stores);
  const secondLanguage = useSecondLanguage();
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [links, setLinks] = useState(() => (store?.order_links ?? []).map(toOrderLinkRow));
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
      <TranslationInputs
        idPrefix="store"
        fields={storeFields}
        language={secondLanguage}
        form={form as never}
      />
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
        <OrderLinksEditor rows={links} onChange={setLinks} checked={linksChecked} />
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
        <TextField
          id="store-order"
          label="Urutan Tampil"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.display_order?.message}
          {...register('display_order')}
        />
      </div>
      <ControlledSwitchRow
        control={control}
        name="is_active"
        label="Aktif"
        description="Tampilkan toko ini di website Anda."
      />
    </form>
  );
}
