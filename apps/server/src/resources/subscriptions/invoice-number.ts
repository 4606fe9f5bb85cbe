// Invoice numbers read like 'INV/2026/11/000123': the month in Western Indonesian Time, then the id.
const WIB_OFFSET_MS = 7 * 3_600_000;

export function formatInvoiceNumber(id: number, at: Date): string {
  const wib = new Date(at.getTime() + WIB_OFFSET_MS);
  const month = String(wib.getUTCMonth() + 1).padStart(2, '0');
  return `INV/${wib.getUTCFullYear()}/${month}/${String(id).padStart(6, '0')}`;
}

// Calendar months in UTC: twelve of them move a date one year on (29 Feb lands on 1 Mar).
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
