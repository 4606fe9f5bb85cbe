import { z } from 'zod';

// The server maps gateway statuses (PENDING, PAID, SETTLED, EXPIRED, ...) onto these.
export const INVOICE_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

export const invoiceStatusValueSchema = z.enum(INVOICE_STATUSES);
