import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

type SwitchRowProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: SwitchRowProps) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-lg border border-neutral-200 bg-neutral-50/60 py-1 pr-1 pl-4',
        className,
      )}
    >
      <div className="min-w-0 py-2">
        <p id={`${id}-label`} className="text-sm font-medium text-neutral-900">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-xs text-neutral-600">
            {description}
          </p>
        )}
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
