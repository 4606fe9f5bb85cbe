import { Icon } from '../../ui/icons';

export const QRIS_DIALOG_ID = 'qris';

export function QrisTrigger({ label, className }: { label: string; className: string }) {
  return (
    <a
      className={className}
      href={`#${QRIS_DIALOG_ID}`}
      data-dialog-open={QRIS_DIALOG_ID}
      data-track="qris_open"
      aria-haspopup="dialog"
    >
      <Icon name="qr" />
      {label}
    </a>
  );
}
