import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  CallbackMalformedError,
  CallbackRejectedError,
  type CallbackRequest,
  type PaymentEvent,
} from './payment-provider';

const date = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

// Xendit's invoice callback (docs.xendit.co, "Invoice callback"): the invoice's fields plus what was
// paid. The sandbox gateway sends the same shape.
const callbackSchema = z.object({
  id: z.string().min(1),
  external_id: z.string().min(1),
  status: z.enum(['PENDING', 'PAID', 'SETTLED', 'EXPIRED']),
  amount: z.number(),
  paid_amount: z.number().nullish(),
  currency: z.string().nullish(),
  paid_at: date.nullish(),
});

// The credential is checked before the body is even parsed.
export function parseInvoiceCallback({ headers, body }: CallbackRequest, token: string): PaymentEvent {
  if (!sameSecret(headers['x-callback-token'], token)) {
    throw new CallbackRejectedError('Callback token is missing or wrong');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new CallbackMalformedError('Callback body is not JSON');
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success) throw new CallbackMalformedError(`Not an invoice callback: ${parsed.error.message}`);
  const c = parsed.data;
  return {
    // A gateway retries a delivery with the same body: one event per invoice and status.
    eventId: `${c.id}:${c.status}`,
    providerInvoiceId: c.id,
    externalId: c.external_id,
    status: c.status,
    amount: c.amount,
    paidAmount: c.paid_amount ?? null,
    currency: c.currency ?? null,
    paidAt: c.paid_at ?? null,
    raw: json,
  };
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
