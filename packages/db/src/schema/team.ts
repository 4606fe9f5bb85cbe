import type { MemberRole } from '@webku/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companyId } from './company-column';
import { users } from './identity';

// A person who works in a company's admin besides its owner (companies.owner_user_id), with their role.
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    company_id: companyId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_key').on(t.company_id, t.user_id),
    index('company_members_user_idx').on(t.user_id),
  ],
);

// An open invitation: whoever signs in with this verified address joins with the role, until it expires
// or the owner withdraws it. Accepted and withdrawn invitations are deleted (the record keeps the event).
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    company_id: companyId(),
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    invited_by_user_id: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_company_email_key').on(t.company_id, t.email),
    index('team_invitations_email_idx').on(t.email),
  ],
);

// Who did what in a company's admin, read by its owner and kept for a set time (config). The actor's name
// is copied so the line still reads after they leave; it never goes into a payload or a backup.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    company_id: companyId(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    actor_role: text('actor_role').notNull(),
    // What happened, as the admin words it from `action` and `detail` (e.g. 'content.update', 'team.invite').
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('audit_events_company_idx').on(t.company_id, t.created_at)],
);
