import { type ReactNode, useId } from 'react';
import type { DialogSize } from '@/components/ui/dialog';
import { FormDialog } from './form-dialog';

export type SaveMutation<Body> = {
  isPending: boolean;
  mutateAsync: (variables: { id?: number; body: Body }) => Promise<unknown>;
};

type SaveFormDialogProps<Body> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: DialogSize;
  // The record being edited; none means the form creates one.
  id?: number;
  save: SaveMutation<Body>;
  children: (form: { formId: string; onSubmit: (body: Body) => Promise<void> }) => ReactNode;
};

// An add/edit dialog whose form saves through one mutation (PUT with an id, POST without) and then closes.
export function SaveFormDialog<Body>({
  open,
  onOpenChange,
  title,
  description,
  size,
  id,
  save,
  children,
}: SaveFormDialogProps<Body>) {
  const formId = useId();
  const onSubmit = async (body: Body) => {
    await save.mutateAsync({ id, body });
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      formId={formId}
      isSaving={save.isPending}
      size={size}
    >
      {children({ formId, onSubmit })}
    </FormDialog>
  );
}
