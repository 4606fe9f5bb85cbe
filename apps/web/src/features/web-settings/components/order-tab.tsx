import { WHATSAPP_NUMBER_EXAMPLE } from '@webku/contract';
import { useWatch } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { ControlledSwitchRow } from '@/components/form/controlled-switch-row';
import { FormSection } from '@/components/form/form-section';
import { TextField } from '@/components/form/text-field';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

export function OrderTab({ form }: { form: WebSettingsFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const number = useWatch({ control, name: 'whatsapp_number' });
  const hasNumber = typeof number === 'string' && number.trim() !== '';
  return (
    <div className="space-y-6">
      <FormSection
        title="WhatsApp"
        description="Satu nomor untuk usaha Anda: tombol WhatsApp, pesanan, telepon di footer dan kartu toko memakainya, kecuali yang diisi nomor sendiri."
      >
        <TextField
          id="whatsapp_number"
          label="Nomor WhatsApp usaha"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={WHATSAPP_NUMBER_EXAMPLE}
          hint="Nomor Indonesia, boleh ditulis 0812…, +62 812… atau 62812…. Kosongkan untuk menyembunyikan tombol WhatsApp."
          isOptional
          error={errors.whatsapp_number?.message}
          {...register('whatsapp_number')}
        />
        <ControlledSwitchRow
          control={control}
          name="is_whatsapp_order_enabled"
          label="Terima pesanan lewat WhatsApp"
          description={
            hasNumber
              ? 'Setiap menu dan merchandise mendapat tombol Pesan. Matikan untuk hanya menampilkan tombol chat.'
              : 'Berlaku setelah nomor WhatsApp diisi.'
          }
        />
      </FormSection>
      <FormSection
        title="QRIS"
        description="Pengunjung bisa memindai QRIS Anda dari daftar pesanan dan footer. Pembayaran langsung masuk ke rekening Anda; Webku tidak memprosesnya."
      >
        <ControlledImageField
          control={control}
          name="qris_image"
          id="qris_image"
          label="Gambar QRIS"
          hint="Foto atau unduhan QRIS statis dari bank atau aplikasi dompet digital Anda. Pastikan kodenya utuh dan tajam."
          category="payment"
          shape="document"
          isOptional
        />
        <TextField
          id="qris_merchant_name"
          label="Nama Merchant QRIS"
          hint="Seperti tertulis di QRIS. Kosongkan untuk memakai nama toko."
          isOptional
          error={errors.qris_merchant_name?.message}
          {...register('qris_merchant_name')}
        />
      </FormSection>
    </div>
  );
}
