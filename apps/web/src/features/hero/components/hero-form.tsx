import { heroSectionInputSchema } from '@webku/contract';
import { useWatch } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveHero } from '../api/use-hero';
import { type HeroFormValues, toHeroFormValues } from '../utils/hero-form';
import { HeroPreview } from './hero-preview';

export function HeroForm({ initialValues }: { initialValues: HeroFormValues }) {
  const form = useSchemaForm(heroSectionInputSchema, { defaultValues: initialValues });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const save = useSaveHero();

  const preview = useWatch({ control }) as Partial<HeroFormValues>;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // Show the stored record; a bodiless answer keeps what was typed as the new baseline.
      reset(saved ? toHeroFormValues(saved) : undefined, { keepValues: !saved });
    } catch {
      // The failure toast is already shown; the edits stay.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="space-y-6">
        <FormSection title="Gambar" description="Foto lebar tempat usaha atau produk Anda paling cocok.">
          <ControlledImageField
            control={control}
            name="background_image"
            id="background_image"
            label="Gambar Latar"
            category="hero"
            shape="wide"
          />
          <ControlledImageField
            control={control}
            name="logo"
            id="logo"
            label="Logo"
            category="branding"
            isOptional
          />
        </FormSection>
        <FormSection title="Teks">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="shop_name"
              label="Nama Toko"
              error={errors.shop_name?.message}
              {...register('shop_name')}
            />
            <TextField
              id="sub_name"
              label="Sub Nama"
              isOptional
              error={errors.sub_name?.message}
              {...register('sub_name')}
            />
          </div>
          <TextAreaField
            id="tagline"
            label="Tagline"
            rows={2}
            error={errors.tagline?.message}
            {...register('tagline')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="cta_text"
              label="Teks Tombol CTA"
              placeholder="See Our Menu"
              error={errors.cta_text?.message}
              {...register('cta_text')}
            />
            <TextField
              id="cta_link"
              label="Tautan Tombol CTA"
              placeholder="#menu"
              hint="#menu menggulir ke menu Anda; alamat web seperti tokopedia.com/toko-anda membuka halaman itu."
              error={errors.cta_link?.message}
              {...register('cta_link')}
            />
          </div>
        </FormSection>
        <FormActions isSaving={save.isPending} label="Save Changes" isDirty={formState.isDirty} />
      </div>
      <div className="order-first lg:order-none">
        <div className="lg:sticky lg:top-24">
          <HeroPreview values={preview} />
        </div>
      </div>
    </form>
  );
}
