import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

type RowActionsProps = {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  // When set, delete is disabled and this says why.
  deleteBlockedReason?: string | null;
};

export function RowActions({ name, onEdit, onDelete, deleteBlockedReason }: RowActionsProps) {
  return (
    <>
      <Button variant="ghost" size="compact" onClick={onEdit} aria-label={`Ubah ${name}`}>
        <Pencil aria-hidden="true" />
        <span className="md:sr-only">Ubah</span>
      </Button>
      <span title={deleteBlockedReason ?? undefined} className="inline-flex">
        <Button
          variant="ghost-danger"
          size="compact"
          onClick={onDelete}
          disabled={!!deleteBlockedReason}
          aria-label={deleteBlockedReason ? `Hapus ${name} (${deleteBlockedReason})` : `Hapus ${name}`}
        >
          <Trash2 aria-hidden="true" />
          <span className="md:sr-only">Hapus</span>
        </Button>
      </span>
    </>
  );
}
