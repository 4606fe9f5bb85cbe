import { ABOUT_TEXT_MAX, ABOUT_TITLE_MAX, aboutSectionInputSchema } from '@webku/contract';
import { EyeOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ControlledImageField } from '@/components/form/controlled-image-field';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveAbout } from '../api/use-about';
import { type AboutFormValues, toAboutFormValues } from '../utils/about-form';

export function AboutForm({ initialValues }: { initialValues: AboutFormValues }) {
  const form = useSchemaForm(aboutSectionInputSchema, { defaultValues: initialValues });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const save = useSaveAbout();
  const text = useWatch({ control, name: 'text' }) as string | undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toAboutFormValues(await save.mutateAsync(values)));
    } catch {
      // The failure toast is already shown; the edits stay.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <FormSection title="Teks" description="Ceritakan usaha Anda dengan kata-kata Anda sendiri.">
        <TextField
          id="title"
          label="Judul"
          maxLength={ABOUT_TITLE_MAX}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id="text"
          label="Teks"
          rows={8}
          maxLength={ABOUT_TEXT_MAX}
          hint="Pisahkan paragraf dengan satu baris kosong."
          error={errors.text?.message}
          {...register('text')}
        />
        {!text?.trim() && (
          <p className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-700">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Bagian Tentang Kami tidak tampil di website selama teksnya kosong.
          </p>
        )}
      </FormSection>
      <FormSection
        title="Foto"
        description="Foto Anda, tim, atau tempat usaha. Tanpa foto, teks tampil di tengah."
      >
        <ControlledImageField
          control={control}
          name="image"
          id="image"
          label="Foto"
          category="about"
          isOptional
        />
      </FormSection>
      <FormActions isSaving={save.isPending} label="Simpan" isDirty={formState.isDirty} />
    </form>
  );
}
