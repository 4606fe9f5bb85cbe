import { ImagePlus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useAssetPicker } from './asset-picker-context';
import { ImageThumb } from './image-thumb';

type ImageFieldProps = {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (url: string) => void;
  onBlur?: () => void;
  category: string;
  error?: string;
  hint?: ReactNode;
  /** 'document': a whole upright image such as a QRIS sheet, never cropped. */
  shape?: 'square' | 'wide' | 'document';
  isOptional?: boolean;
  disabled?: boolean;
};

// An image field: a preview, a URL text box and a picker that opens the image library.
export function ImageField({
  id,
  label,
  value,
  onChange,
  onBlur,
  category,
  error,
  hint,
  shape = 'square',
  isOptional,
  disabled,
}: ImageFieldProps) {
  const Picker = useAssetPicker();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const url = value ?? '';

  return (
    <FormField id={id} label={label} error={error} hint={hint} isOptional={isOptional}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ImageThumb
          src={url}
          alt={`Pratinjau ${label}`}
          fit={shape === 'document' ? 'contain' : 'cover'}
          isOnWhite={shape === 'document'}
          className={cn(
            shape === 'wide' && 'aspect-video h-auto w-full sm:w-40',
            shape === 'square' && 'size-24',
            shape === 'document' && 'h-40 w-32',
          )}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            id={id}
            type="text"
            inputMode="url"
            placeholder="https://... atau /uploads/..."
            value={url}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(id, { error, hint })}
            disabled={disabled}
          />
          <div className="flex flex-wrap gap-2">
            {Picker && (
              <Button
                variant="outline"
                // The address box keeps the focus while the button is pressed: its "required" message
                // would otherwise appear on the blur and move the button from under the finger.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setPickerOpen(true)}
                disabled={disabled}
              >
                <ImagePlus aria-hidden="true" />
                Pilih gambar
              </Button>
            )}
            {url && (
              <Button variant="ghost" onClick={() => onChange('')} disabled={disabled}>
                <X aria-hidden="true" />
                Hapus
              </Button>
            )}
          </div>
        </div>
      </div>
      {Picker && (
        <Picker
          open={isPickerOpen}
          onOpenChange={setPickerOpen}
          category={category}
          onSelect={(selected) => {
            onChange(selected);
            setPickerOpen(false);
          }}
        />
      )}
    </FormField>
  );
}
