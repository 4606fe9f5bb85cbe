import { Controller } from 'react-hook-form';
import { FormSection } from '@/components/form/form-section';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useSession } from '@/lib/session';
import { publicPageUrl } from '@/lib/site-mode';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

const EDITORS = [
  { name: 'terms_and_conditions', title: 'Syarat dan Ketentuan', page: 'terms-and-conditions' },
  { name: 'privacy_policy', title: 'Kebijakan Privasi', page: 'privacy-policy' },
] as const;

// Spec §2: two rich-text editors; an empty one hides its link in the site footer.
export function LegalTab({ form }: { form: WebSettingsFormApi }) {
  const slug = useSession().company?.slug ?? '';
  return (
    <div className="space-y-6">
      {EDITORS.map((editor) => {
        const url = publicPageUrl(slug, editor.page);
        return (
          <FormSection
            key={editor.name}
            title={editor.title}
            description="Kosongkan untuk menyembunyikan tautan halaman ini di website."
          >
            <p className="text-sm text-neutral-600">
              Alamat halaman:{' '}
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium break-all text-brand-800 underline underline-offset-2"
              >
                {url}
              </a>
            </p>
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
        );
      })}
    </div>
  );
}
