import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { TEAM_ROLES } from '../team/team-roles';
import { companySummarySchema } from './company';
import { teamCompanySchema } from './team';
import { userSchema } from './user';

export const loginRequestSchema = z.object({
  email: z.email({ error: m.email('email') }),
  password: z.string({ error: m.required('password') }).min(1, { error: m.required('password') }),
  slug: z.string().trim().optional(),
});

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

export const googleAuthUrlResponseSchema = z.object({ auth_url: z.url() });
export type GoogleAuthUrlResponse = z.infer<typeof googleAuthUrlResponseSchema>;

// `user.role` is the person's role in the company the session acts for ('owner' without one); a member of
// several teams finds them all in `companies`.
export const meResponseSchema = z.object({
  user: userSchema,
  company: companySummarySchema.extend({ role: z.enum(TEAM_ROLES).optional() }).nullable(),
  companies: z.array(teamCompanySchema).optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// The owner's own host (subdomain or custom domain), as the browser shows it; a port is ignored.
export const hostCodeRequestSchema = z.object({
  host: z
    .string({ error: 'host wajib diisi' })
    .trim()
    .min(1, { error: 'host wajib diisi' })
    .max(253, { error: 'host terlalu panjang: maksimal 253 karakter' })
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: 'host harus berupa nama host, misalnya tokoanda.com' }),
});

export const hostCodeResponseSchema = z.object({ finish_url: z.url(), expires_at: z.string() });
export type HostCodeResponse = z.infer<typeof hostCodeResponseSchema>;

export const hostSessionRequestSchema = z.object({
  code: z
    .string({ error: 'code wajib diisi' })
    .min(1, { error: 'code wajib diisi' })
    .max(200, { error: 'code terlalu panjang: maksimal 200 karakter' }),
});
