import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { companySummarySchema } from './company';
import { userSchema } from './user';

export const loginRequestSchema = z.object({
  email: z.email({ error: m.email('email') }),
  password: z.string({ error: m.required('password') }).min(1, { error: m.required('password') }),
  slug: z.string().trim().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// 2 KB is far more than the callback address needs, and bounds what one request can store.
export const REDIRECT_URL_MAX_LENGTH = 2048;

export const googleAuthUrlRequestSchema = z.object({
  redirect_url: z
    .string({ error: 'redirect_url wajib diisi' })
    .max(REDIRECT_URL_MAX_LENGTH, {
      error: `redirect_url terlalu panjang: maksimal ${REDIRECT_URL_MAX_LENGTH} karakter`,
    })
    .pipe(z.url({ protocol: /^https?$/, error: 'redirect_url harus berupa URL http(s)' })),
});
export type GoogleAuthUrlRequest = z.infer<typeof googleAuthUrlRequestSchema>;

export const googleAuthUrlResponseSchema = z.object({ auth_url: z.url() });
export type GoogleAuthUrlResponse = z.infer<typeof googleAuthUrlResponseSchema>;

export const meResponseSchema = z.object({
  user: userSchema,
  company: companySummarySchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
