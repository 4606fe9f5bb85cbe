import type { TeamRole } from '@webku/contract';
import { auditEvents, type DbOrTx } from '@webku/db';
import type { Auth } from '../http/context';

export type AuditDetail = Record<string, string | number | null>;

/** One line of the company's record of who did what, named after the person as they are now. */
export async function recordEvent(
  db: DbOrTx,
  companyId: number,
  actor: { id: number; name: string; role: TeamRole },
  action: string,
  detail: AuditDetail = {},
): Promise<void> {
  await db.insert(auditEvents).values({
    company_id: companyId,
    actor_user_id: actor.id,
    actor_name: actor.name,
    actor_role: actor.role,
    action,
    detail,
  });
}

export const actorOf = (auth: Auth) => ({ id: auth.user.id, name: auth.user.name, role: auth.role });
