/** What survives a reload: which items and how many, and the note; names and prices come from the page. */
export type SavedOrder = { lines: { key: string; quantity: number }[]; note: string };

export const MAX_QUANTITY = 99;

function isSavedLine(value: unknown): value is { key: string; quantity: number } {
  const line = value as { key?: unknown; quantity?: unknown } | null;
  return typeof line?.key === 'string' && Number.isInteger(line.quantity) && (line.quantity as number) > 0;
}

// Storage may be missing (privacy modes), full, or hold something another version wrote.
export function readOrder(key: string): SavedOrder {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<SavedOrder> | null;
    return {
      lines: Array.isArray(saved?.lines)
        ? saved.lines
            .filter(isSavedLine)
            .map((line) => ({ key: line.key, quantity: Math.min(line.quantity, MAX_QUANTITY) }))
        : [],
      note: typeof saved?.note === 'string' ? saved.note : '',
    };
  } catch {
    return { lines: [], note: '' };
  }
}

export function writeOrder(key: string, order: SavedOrder): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(order));
  } catch {
    // The order still works for this page view.
  }
}
