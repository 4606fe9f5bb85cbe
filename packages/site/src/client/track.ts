import { TRACK_EVENT } from './visit-beacon';

export type TrackedAction = 'wa_order' | 'wa_tap' | 'qris_open';

// The statistics script listens for these; this one only says what the visitor did.
export function track(type: TrackedAction): void {
  document.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { type } }));
}

export function initTracking(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
    const type = target?.dataset.track;
    if (type === 'wa_order' || type === 'wa_tap' || type === 'qris_open') track(type);
  });
}
