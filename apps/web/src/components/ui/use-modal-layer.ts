import { type RefObject, useEffect, useSyncExternalStore } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

// Open modals, innermost last: only the top one reacts to Escape and traps Tab.
const layers: symbol[] = [];
const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

/** Whether a modal is open: the toaster moves out of the way of its actions meanwhile. */
export function useIsModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => layers.length > 0,
    () => false,
  );
}

// Makes the app behind the modal inert, locks scrolling, traps focus and restores it on close.
export function useModalLayer(panelRef: RefObject<HTMLElement | null>, onCloseRef: RefObject<() => void>) {
  useEffect(() => {
    const layer = Symbol('modal');
    layers.push(layer);
    announce();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';

    const handleKeyDown = (event: KeyboardEvent) => {
      if (layers.at(-1) !== layer) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      layers.splice(layers.indexOf(layer), 1);
      announce();
      if (layers.length === 0) {
        root?.removeAttribute('inert');
        document.body.style.overflow = '';
      }
      previous?.focus();
    };
  }, [panelRef, onCloseRef]);
}
