// Triggers are links to #id so the page works without script; here they open a real modal dialog.
export function initDialogs(): void {
  // Per dialog: the QRIS dialog opens over the order list, and each hands focus back to its own opener.
  const triggers = new Map<HTMLDialogElement, HTMLElement | null>();

  const open = (id: string, trigger: HTMLElement | null): boolean => {
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return false;
    if (dialog.open) return true;
    triggers.set(dialog, trigger);
    dialog.showModal();
    return true;
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-dialog-open]');
    if (opener && open(opener.dataset.dialogOpen ?? '', opener)) {
      event.preventDefault();
      return;
    }
    const closer = target.closest('[data-dialog-close]');
    if (closer) {
      event.preventDefault();
      closer.closest('dialog')?.close();
      return;
    }
    // A click on the dialog element itself landed on the backdrop: the content box fills the dialog.
    if (target instanceof HTMLDialogElement && target.open) target.close();
  });

  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.addEventListener('close', () => {
      if (window.location.hash === `#${dialog.id}`) {
        history.replaceState(null, '', window.location.pathname + window.location.search);
      }
      triggers.get(dialog)?.focus({ preventScroll: true });
      triggers.delete(dialog);
    });
  }

  // A shared link to #merchandise-3 opens that dialog.
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (hash && document.getElementById(hash) instanceof HTMLDialogElement) open(hash, null);
}
