import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, fieldDescribedBy } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { qrPayload } from '@/lib/qr-code/qr-code';
import { QrCodeCard } from './qr-code-card';
import { useQrCode } from './use-qr-code';
import type { SectionSettingsFormApi } from './use-section-settings-form';

type DriveMenuFieldProps = {
  form: SectionSettingsFormApi;
  idPrefix: string;
  isSaving: boolean;
  onSave: () => void;
};

const HINT = 'Tautan ke PDF menu Anda di Google Drive. Kode QR dibuat otomatis.';

// The QR image is made in the browser and saved with the link (google_drive_menu_qr_code).
export function DriveMenuField({ form, idPrefix, isSaving, onSave }: DriveMenuFieldProps) {
  const { register, control, setValue, formState } = form;
  const url = useWatch({ control, name: 'google_drive_menu_url' });
  const title = useWatch({ control, name: 'title' });
  const image = useQrCode(url);
  const payload = qrPayload(url);
  const id = `${idPrefix}google_drive_menu_url`;
  const error = formState.errors.google_drive_menu_url?.message;

  useEffect(() => {
    if (!payload) setValue('google_drive_menu_qr_code', '');
    else if (image) setValue('google_drive_menu_qr_code', image);
  }, [payload, image, setValue]);

  const handleView = () => {
    if (payload) window.open(payload, '_blank', 'noopener,noreferrer');
    onSave();
  };

  return (
    <div className="space-y-4">
      <FormField id={id} label="Google Drive Menu URL" hint={HINT} error={error}>
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://drive.google.com/file/d/..."
          {...register('google_drive_menu_url')}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error, hint: HINT })}
        />
      </FormField>
      {payload && (
        <QrCodeCard url={payload} image={image} title={title} isSaving={isSaving} onView={handleView} />
      )}
    </div>
  );
}
