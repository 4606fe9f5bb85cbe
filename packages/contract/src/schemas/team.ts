import { z } from 'zod';
import { validationMessages as m } from '../messages/validation-messages';
import { MEMBER_ROLES, ROLE_NAMES, TEAM_ROLES } from '../team/team-roles';
import { idSchema, isoDateTimeSchema } from './fields';

const roleMessage = `Peran harus ${ROLE_NAMES.manager} (manager) atau ${ROLE_NAMES.cashier} (cashier)`;
const memberRoleSchema = z.enum(MEMBER_ROLES, { error: roleMessage });

export const teamInvitationInputSchema = z.object({
  email: z
    .string({ error: m.required('email') })
    .trim()
    .max(254, { error: m.tooLong('email', 254) })
    .pipe(z.email({ error: m.email('email') })),
  role: memberRoleSchema,
});
export type TeamInvitationInput = z.infer<typeof teamInvitationInputSchema>;

export const teamRoleInputSchema = z.object({ role: memberRoleSchema });
export type TeamRoleInput = z.infer<typeof teamRoleInputSchema>;

export const switchCompanyInputSchema = z.object({
  company_id: idSchema.or(z.never({ error: 'company_id harus nomor usaha, contoh 12' })),
});

// The owner is listed with `id: null`: ownership is handed over (POST .../ownership), never edited as a role.
export const teamMemberSchema = z.object({
  id: idSchema.nullable(),
  user_id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joined_at: isoDateTimeSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: memberRoleSchema,
  expires_at: isoDateTimeSchema,
  created_at: isoDateTimeSchema,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  limits: z.object({ members: z.number().int(), invitations: z.number().int() }),
});
export type Team = z.infer<typeof teamSchema>;

// One line of the record of who did what: `summary` is already worded for the owner.
export const activityEventSchema = z.object({
  id: idSchema,
  actor_name: z.string(),
  actor_role: z.enum(TEAM_ROLES),
  summary: z.string(),
  created_at: isoDateTimeSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activitySchema = z.object({ events: z.array(activityEventSchema), kept_days: z.number().int() });
export type Activity = z.infer<typeof activitySchema>;

// The companies a person works in, for the admin's switcher.
export const teamCompanySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type TeamCompany = z.infer<typeof teamCompanySchema>;
