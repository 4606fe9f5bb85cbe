import { type FooterSettings, footerSettingsInputSchema } from '@webku/contract';
import { useState } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { BUSINESS_NUMBER_PLACE, useBusinessNumber } from '@/lib/use-business-number';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveFooter } from '../api/use-footer';
import { toFooterFormValues } from '../utils/footer-form';

type FooterFormProps = { footer: FooterSettings | null; companyName?: string | null };

export function FooterForm({ footer, companyName }: FooterFormProps) {
  const [id, setId] = useState(footer?.id ?? null);
  const { register, handleSubmit, reset, formState } = useSchemaForm(footerSettingsInputSchema, {
    defaultValues: toFooterFormValues(footer, companyName),
  });
  const errors = formState.errors;
  const save = useSaveFooter();
  const businessNumber = useBusinessNumber();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id, values });
      if (saved?.id) setId(saved.id);
      reset(saved ? toFooterFormValues(saved) : undefined, { keepValues: !saved });
    } catch {
      // The failure toast is already shown; the edits stay.
    }
  });

  const year = String(new Date().getFullYear());

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormSection title="Info Merek">
        <TextField
          id="footer-shop-name"
          label="Nama Toko"
          error={errors.shop_name?.message}
          {...register('shop_name')}
        />
        <TextAreaField
          id="footer-tagline"
          label="Tagline"
          rows={2}
          error={errors.tagline?.message}
          {...register('tagline')}
        />
      </FormSection>
      <FormSection
        title="Tautan Media Sosial"
        description="Nama akun (contoh @kopisenja) atau alamat profil Anda. Yang kosong tidak ditampilkan."
      >
        <div className="grid gap-5 md:grid-cols-3">
          <TextField
            id="footer-instagram"
            label="URL Instagram"
            autoCapitalize="none"
            placeholder="@kopisenja atau instagram.com/kopisenja"
            error={errors.instagram_url?.message}
            {...register('instagram_url')}
          />
          <TextField
            id="footer-facebook"
            label="URL Facebook"
            autoCapitalize="none"
            placeholder="facebook.com/kopisenja"
            error={errors.facebook_url?.message}
            {...register('facebook_url')}
          />
          <TextField
            id="footer-tiktok"
            label="URL TikTok"
            autoCapitalize="none"
            placeholder="@kopisenja atau tiktok.com/@kopisenja"
            error={errors.tiktok_url?.message}
            {...register('tiktok_url')}
          />
        </div>
      </FormSection>
      <FormSection title="Info Kontak">
        <TextAreaField
          id="footer-address"
          label="Alamat"
          rows={2}
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="footer-phone"
            label="Telepon"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={businessNumber ?? '0812 3456 7890'}
            hint={
              businessNumber
                ? `Kosong: website menampilkan nomor WhatsApp usaha ${businessNumber}.`
                : `Kosong: website menampilkan nomor WhatsApp usaha dari ${BUSINESS_NUMBER_PLACE}.`
            }
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            id="footer-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="halo@tokoanda.id"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </FormSection>
      <FormSection title="Hak Cipta">
        <div className="grid gap-5 sm:grid-cols-[160px_1fr]">
          <TextField
            id="footer-year"
            label="Tahun"
            inputMode="numeric"
            placeholder={year}
            hint={`Jika kosong, tampil ${year}.`}
            error={errors.copyright_year?.message}
            {...register('copyright_year')}
          />
          <TextField
            id="footer-copyright"
            label="Teks Hak Cipta"
            placeholder={`${companyName ?? 'Nama toko'}.`}
            error={errors.copyright_text?.message}
            {...register('copyright_text')}
          />
        </div>
      </FormSection>
      <FormActions isSaving={save.isPending} label="Simpan Perubahan" isDirty={formState.isDirty} />
    </form>
  );
}
