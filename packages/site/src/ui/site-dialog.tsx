import type { ReactNode } from 'react';
import { Icon } from './icons';

type SiteDialogProps = {
  id: string;
  title: string;
  /** Where the close link goes without JavaScript, e.g. '#menu'. */
  returnHref: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
};

// Without JavaScript a trigger links to #id and :target shows the dialog; the script upgrades to showModal().
export function SiteDialog({ id, title, returnHref, closeLabel, className, children }: SiteDialogProps) {
  return (
    <dialog id={id} className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={`${id}-title`}>
      <div className="dialog-body">
        <a className="dialog-close" href={returnHref} data-dialog-close="" aria-label={closeLabel}>
          <Icon name="close" />
        </a>
        <h3 className="dialog-title" id={`${id}-title`}>
          {title}
        </h3>
        {children}
      </div>
    </dialog>
  );
}

export function DialogTrigger({
  dialogId,
  className,
  label,
  children,
}: {
  dialogId: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={`#${dialogId}`}
      data-dialog-open={dialogId}
      aria-haspopup="dialog"
      aria-label={label}
    >
      {children}
    </a>
  );
}
