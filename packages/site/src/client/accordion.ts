// Browsers without exclusive <details name> still get a single open category.
export function initAccordions(): void {
  for (const root of document.querySelectorAll('[data-accordion]')) {
    const items = [...root.querySelectorAll<HTMLDetailsElement>(':scope > details')];
    for (const item of items) {
      item.addEventListener('toggle', () => {
        if (!item.open) return;
        for (const other of items) if (other !== item && other.open) other.open = false;
      });
    }
  }
}
