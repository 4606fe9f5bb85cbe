import { TEMPLATE_MANIFESTS } from '@webku/contract';
import { Check } from 'lucide-react';
import { FormSection } from '@/components/form/form-section';
import { TemplatePreviewFrame } from '@/components/template-preview';
import type { WebSettingsFormApi } from '../hooks/use-web-settings-form';

export function TemplateTab({ form }: { form: WebSettingsFormApi }) {
  return (
    <FormSection
      title="Template"
      description="Semua template menampilkan isi yang sama; bedanya di tata letak, huruf dan warna."
    >
      <div role="radiogroup" aria-label="Template" className="grid gap-4 sm:grid-cols-2">
        {TEMPLATE_MANIFESTS.map((manifest) => (
          <label key={manifest.id} className="group relative block cursor-pointer">
            <input
              type="radio"
              value={manifest.id}
              className="peer sr-only"
              {...form.register('template_selected')}
            />
            <span className="block overflow-hidden rounded-xl border-2 border-neutral-200 bg-white transition peer-checked:border-brand-700 peer-checked:ring-4 peer-checked:ring-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 group-hover:border-neutral-300">
              <TemplatePreviewFrame manifest={manifest} />
              <span className="block p-4">
                <span className="block font-semibold text-neutral-900">{manifest.name.id}</span>
                <span className="mt-1 block text-sm text-neutral-600">{manifest.description.id}</span>
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
