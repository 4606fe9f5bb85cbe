import { TEMPLATE_MANIFESTS } from '@webku/contract';
import { CheckCircle2 } from 'lucide-react';
import { TemplatePreviewFrame } from '@/components/template-preview';
import { cn } from '@/lib/utils';

type TemplatePickerProps = {
  value: string;
  /** The template proposed for the owner's kind of business, marked with a badge. */
  proposed: string | null;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  disabled?: boolean;
};

export function TemplatePicker({ value, proposed, onChange, isInvalid, disabled }: TemplatePickerProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {TEMPLATE_MANIFESTS.map((manifest) => {
        const isSelected = value === manifest.id;
        return (
          <label
            key={manifest.id}
            className={cn(
              'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-white transition',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              isSelected && 'border-brand-600 ring-1 ring-brand-600',
              !isSelected &&
                (isInvalid
                  ? 'border-red-600 hover:border-neutral-400'
                  : 'border-neutral-300 hover:border-neutral-400'),
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              name="template_selected"
              value={manifest.id}
              checked={isSelected}
              onChange={() => onChange(manifest.id)}
              disabled={disabled}
              className="sr-only"
            />
            <TemplatePreviewFrame manifest={manifest} />
            {proposed === manifest.id && (
              <span className="block border-b border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 sm:px-3">
                Disarankan untuk usaha Anda
              </span>
            )}
            <span className="flex flex-1 items-start justify-between gap-2 p-2.5 sm:p-3">
              <span>
                <span className="block text-sm font-semibold text-neutral-900">{manifest.name.id}</span>
                <span className="mt-0.5 block text-xs text-neutral-600">{manifest.description.id}</span>
              </span>
              <CheckCircle2
                className={cn('size-5 shrink-0', isSelected ? 'text-brand-700' : 'text-transparent')}
                aria-hidden="true"
              />
            </span>
          </label>
        );
      })}
    </div>
  );
}
