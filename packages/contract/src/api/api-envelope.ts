import { z } from 'zod';

export type ApiEnvelope<T> = { data: T };
export type ApiError = { message: string };

export function apiEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const apiErrorSchema = z.object({ message: z.string() });

// The client's error text for a non-OK response (spec §8).
export function httpErrorMessage(status: number, body: string): string {
  return `HTTP ${status}: ${body}`;
}
