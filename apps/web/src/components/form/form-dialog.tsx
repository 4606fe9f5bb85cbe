import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, type DialogSize } from '@/components/ui/dialog';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  // The <form id> inside; the footer's submit button points at it.
  formId: string;
  isSaving: boolean;
  size?: DialogSize;
  children: ReactNode;
};

// Add/edit dialogs: the form mounts fresh on every open, so it always starts from the record.
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  isSaving,
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isSaving && onOpenChange(next)}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSaving}>
            Batal
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving}>
            {isSaving ? 'Saving...' : 'Simpan'}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
