import { TEMPLATES, type Template } from '@webku/contract';
import { Check } from 'lucide-react';
import { FormSection } from '@/components/form/form-section';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';
import { TemplateThumbnail } from './template-thumbnail';

const TEMPLATE_INFO: Record<Template, { name: string; description: string }> = {
  'minimalis-coffee-shop': {
    name: 'Minimalis Coffee Shop',
    description:
      'Hangat dan tenang: warna krem dan espresso, sudut lembut, menu lipat di samping foto besar.',
  },
  'classic-website': {
    name: 'Classic Website',
    description: 'Rapi dan profesional: bagian putih dan abu-abu muda, grid yang jelas dan tab menu.',
  },
};

export function TemplateTab({ form }: { form: WebSettingsFormApi }) {
  return (
    <FormSection
      title="Template"
      description="Keduanya menampilkan isi yang sama; bedanya di tata letak, huruf dan warna."
    >
      <div role="radiogroup" aria-label="Template" className="grid gap-4 sm:grid-cols-2">
        {TEMPLATES.map((template) => (
          <label key={template} className="group relative block cursor-pointer">
            <input
              type="radio"
              value={template}
              className="peer sr-only"
              {...form.register('template_selected')}
            />
            <span className="block overflow-hidden rounded-xl border-2 border-neutral-200 bg-white transition peer-checked:border-brand-700 peer-checked:ring-4 peer-checked:ring-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 group-hover:border-neutral-300">
              <TemplateThumbnail template={template} />
              <span className="block p-4">
                <span className="block font-semibold text-neutral-900">{TEMPLATE_INFO[template].name}</span>
                <span className="mt-1 block text-sm text-neutral-600">
                  {TEMPLATE_INFO[template].description}
                </span>
              </span>
            </span>
            <span className="absolute top-3 right-3 hidden size-7 items-center justify-center rounded-full bg-brand-700 text-white peer-checked:inline-flex">
              <Check className="size-4" aria-hidden="true" />
            </span>
          </label>
        ))}
      </div>
    </FormSection>
  );
}
