import type { Template } from '@webku/contract';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ClassicPreview, MinimalisPreview } from './template-previews';

type TemplateOption = { value: Template; label: string; hint: string; preview: ReactNode };

const OPTIONS: TemplateOption[] = [
  {
    value: 'minimalis-coffee-shop',
    label: 'Minimalis Coffee Shop',
    hint: 'Hangat dan tenang, nuansa krem dan cokelat kopi.',
    preview: <MinimalisPreview />,
  },
  {
    value: 'classic-website',
    label: 'Classic Website',
    hint: 'Bersih dan profesional, tata letak grid yang jelas.',
    preview: <ClassicPreview />,
  },
];

type TemplatePickerProps = {
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  disabled?: boolean;
};

export function TemplatePicker({ value, onChange, isInvalid, disabled }: TemplatePickerProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {OPTIONS.map((option) => {
        const isSelected = value === option.value;
        return (
          <label
            key={option.value}
            className={cn(
              'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-white transition',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              isSelected
                ? 'border-brand-600 ring-1 ring-brand-600'
                : 'border-neutral-300 hover:border-neutral-400',
              isInvalid && !isSelected && 'border-red-600',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              name="template_selected"
              value={option.value}
              checked={isSelected}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              className="sr-only"
            />
            <span className="block border-b border-neutral-200 bg-neutral-100 p-2 sm:p-3">
              <span className="block overflow-hidden rounded-md shadow-sm ring-1 ring-neutral-900/5">
                {option.preview}
              </span>
            </span>
            <span className="flex flex-1 items-start justify-between gap-2 p-2.5 sm:p-3">
              <span>
                <span className="block text-sm font-semibold text-neutral-900">{option.label}</span>
                <span className="mt-0.5 block text-xs text-neutral-600">{option.hint}</span>
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
