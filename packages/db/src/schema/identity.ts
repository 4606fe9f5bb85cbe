import type { WebLanguage } from '@webku/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('owner'),
    google_sub: text('google_sub'),
    password_hash: text('password_hash'),
    is_active: boolean('is_active').notNull().default(true),
    // False when the identity provider did not verify the address: such a user never claims it.
    email_verified: boolean('email_verified').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email_verified}`),
    uniqueIndex('users_google_sub_key').on(t.google_sub),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logo: text('logo'),
    business_type: text('business_type'),
    // The set of built-in pictures (`/media/builtin/<art_kind>/…`) chosen for the kind of business when
    // the site was generated; the site falls back on it where the owner has no photo, whatever the template.
    art_kind: text('art_kind'),
    web_language: text('web_language').$type<WebLanguage>().notNull().default('indonesia'),
    // Bumped in the transaction of every write that changes what the company's site shows (content,
    // slug, custom domain): other instances compare it to know whether their caches are current.
    content_version: bigint('content_version', { mode: 'number' }).notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    uniqueIndex('companies_owner_key').on(t.owner_user_id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    // Set for a session made on the owner's own host: valid only there, and only for that company.
    bound_host: text('bound_host'),
    bound_company_id: integer('bound_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    // The company this session acts for (the owner's own or one the user is a member of); null until the
    // user has one. Removing the member ends the sessions that act for that company.
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

// One row per started sign-in: state, nonce and PKCE verifier survive a restart and are single-use.
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    redirect_url: text('redirect_url').notNull(),
    // Who asked for it: at most a fixed number of pending sign-ins per address.
    client_ip: text('client_ip').notNull().default(''),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expires_at),
    index('oauth_states_client_ip_idx').on(t.client_ip, t.created_at),
  ],
);

// One-time codes that carry a platform sign-in to an owner's own host (subdomain or custom domain):
// single use, short-lived, and exchangeable only on the host they were issued for.
export const hostSignInCodes = pgTable(
  'host_sign_in_codes',
  {
    id: id(),
    code_hash: text('code_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('host_sign_in_codes_code_hash_key').on(t.code_hash),
    index('host_sign_in_codes_expires_idx').on(t.expires_at),
  ],
);
