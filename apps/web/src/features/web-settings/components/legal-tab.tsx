import { Controller } from 'react-hook-form';
import { FormSection } from '@/components/form/form-section';
import { RichTextEditor } from '@/components/rich-text-editor';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

const EDITORS = [
  { name: 'terms_and_conditions', title: 'Syarat dan Ketentuan', page: '/terms-and-conditions' },
  { name: 'privacy_policy', title: 'Kebijakan Privasi', page: '/privacy-policy' },
] as const;

// Spec §2: two rich-text editors; an empty one hides its link in the site footer.
export function LegalTab({ form }: { form: WebSettingsFormApi }) {
  return (
    <div className="space-y-6">
      {EDITORS.map((editor) => (
        <FormSection
          key={editor.name}
          title={editor.title}
          description={`Tampil di website Anda pada ${editor.page}. Kosongkan untuk menyembunyikan tautan halamannya.`}
        >
          <Controller
            control={form.control}
            name={editor.name}
            render={({ field }) => (
              <RichTextEditor
                id={editor.name}
                ariaLabel={editor.title}
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder={`Tulis ${editor.title.toLowerCase()} Anda...`}
              />
            )}
          />
        </FormSection>
      ))}
    </div>
  );
}
