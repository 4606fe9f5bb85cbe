import { SETUP_LIMITS, type SetupFormField, type WebLanguage } from '@webku/contract';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSetupForm } from '../hooks/use-setup-form';
import { TemplatePicker } from './template-picker';

const WEB_LANGUAGE_OPTIONS: { value: WebLanguage; label: string }[] = [
  { value: 'indonesia', label: 'Bahasa Indonesia' },
  { value: 'english', label: 'English' },
];

const REQUIRED_TEXT = 'Wajib diisi.';

function FieldError({ field, show }: { field: SetupFormField; show: boolean }) {
  if (!show) return null;
  return (
    <p id={`${field}-error`} className="text-sm text-red-700">
      {REQUIRED_TEXT}
    </p>
  );
}

function Field({ children }: { children: ReactNode }) {
  return <div className="space-y-2">{children}</div>;
}

export function SetupForm() {
  const { values, setField, chooseTemplate, proposedTemplate, missing, isSubmitting, handleSubmit } =
    useSetupForm();
  const invalid = (field: SetupFormField) => missing.includes(field);
  const requiredError = (field: SetupFormField) => (invalid(field) ? REQUIRED_TEXT : undefined);
  const describedBy = (field: SetupFormField, hint?: string) =>
    [hint, invalid(field) ? `${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      {/* The contract's limits with the admin's counter: a pasted long name shows "80/80 karakter
          (maksimal 80 karakter)" instead of being cut without a word. */}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="brand_name"
          label="Nama Brand"
          name="brand_name"
          autoComplete="organization"
          maxLength={SETUP_LIMITS.brand_name}
          placeholder="Contoh: Kopi Senja"
          value={values.brand_name}
          onChange={(event) => setField('brand_name', event.target.value)}
          error={requiredError('brand_name')}
          disabled={isSubmitting}
          required
        />
        <TextField
          id="business_type"
          label="Jenis Usaha"
          name="business_type"
          placeholder="Contoh: kedai kopi, bakery, warung makan"
          maxLength={SETUP_LIMITS.business_type}
          value={values.business_type}
          onChange={(event) => setField('business_type', event.target.value)}
          error={requiredError('business_type')}
          disabled={isSubmitting}
          required
        />
      </div>

      <Field>
        <Label htmlFor="web_language">Bahasa Website</Label>
        <Select
          id="web_language"
          name="web_language"
          value={values.web_language}
          onChange={(event) => setField('web_language', event.target.value)}
          aria-invalid={invalid('web_language') || undefined}
          aria-describedby={describedBy('web_language', 'web_language-hint')}
          disabled={isSubmitting}
          required
        >
          {WEB_LANGUAGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <p id="web_language-hint" className="text-sm text-neutral-600">
          Bahasa untuk isi website yang dilihat pelanggan.
        </p>
        <FieldError field="web_language" show={invalid('web_language')} />
      </Field>

      <fieldset
        className="space-y-2"
        aria-describedby={invalid('template_selected') ? 'template_selected-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-neutral-800">Template</legend>
        <TemplatePicker
          value={values.template_selected}
          onChange={chooseTemplate}
          proposed={proposedTemplate}
          isInvalid={invalid('template_selected')}
          disabled={isSubmitting}
        />
        <FieldError field="template_selected" show={invalid('template_selected')} />
      </fieldset>

      <TextAreaField
        id="short_description"
        label="Deskripsi Singkat"
        name="short_description"
        rows={4}
        maxLength={SETUP_LIMITS.short_description}
        placeholder="Contoh: Kedai kopi kecil di Yogyakarta dengan kopi susu gula aren dan roti bakar rumahan."
        value={values.short_description}
        onChange={(event) => setField('short_description', event.target.value)}
        hint="Dipakai untuk menulis isi awal website; semuanya bisa diubah nanti di admin."
        error={requiredError('short_description')}
        disabled={isSubmitting}
        required
      />

      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={isSubmitting}>
        {!isSubmitting && <Sparkles aria-hidden="true" />}
        {isSubmitting ? 'Sedang Generate...' : 'Generate Website'}
      </Button>
    </form>
  );
}
