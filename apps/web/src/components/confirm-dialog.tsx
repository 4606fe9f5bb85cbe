import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  // What is about to go, e.g. the item's name.
  subject?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  // Replaces the closing warning when the action can be undone or needs saying differently.
  note?: ReactNode;
  // What will change, shown between the subject and the note.
  children?: ReactNode;
  isBusy?: boolean;
  onConfirm: () => void;
};

// Every delete asks first, and says plainly that there is no way back.
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  subject,
  confirmLabel = 'Hapus',
  busyLabel = 'Menghapus...',
  note = 'This action cannot be undone.',
  children,
  isBusy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            Batal
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isBusy} data-autofocus>
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-2 pt-1 text-sm">
          {subject && <p className="font-medium text-neutral-900">{subject}</p>}
          {children}
          <p className="text-neutral-700">{note}</p>
        </div>
      </div>
    </Dialog>
  );
}
