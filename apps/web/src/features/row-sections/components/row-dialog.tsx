import type { AnyRowSection, SectionRow } from '@webku/contract';
import { SaveFormDialog } from '@/components/form/save-form-dialog';
import { useSecondLanguage } from '@/lib/use-second-language';
import { useSaveRow } from '../api/use-row-section';
import { useRowForm } from '../hooks/use-row-form';
import { RowFields, rowPayload } from './field-editors';

type RowDialogProps = {
  section: AnyRowSection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited; none adds one. */
  row: SectionRow | null;
};

export function RowDialog({ section, open, onOpenChange, row }: RowDialogProps) {
  const save = useSaveRow(section);
  return (
    <SaveFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? `Ubah ${section.noun}` : `Tambah ${section.noun}`}
      size="lg"
      id={row?.id}
      save={save}
    >
      {(form) => <RowForm {...form} section={section} row={row} />}
    </SaveFormDialog>
  );
}

type RowFormProps = {
  section: AnyRowSection;
  row: SectionRow | null;
  formId: string;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
};

function RowForm({ section, row, formId, onSubmit }: RowFormProps) {
  const form = useRowForm(section, row);
  const secondLanguage = useSecondLanguage();
  // A refused save keeps the dialog open with the owner's text; the mutation already said why.
  const submit = form.handleSubmit((values) =>
    onSubmit(rowPayload(section, values as Record<string, unknown>)).catch(() => undefined),
  );
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <RowFields section={section} form={form} secondLanguage={secondLanguage} />
    </form>
  );
}
