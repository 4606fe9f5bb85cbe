import { teamInvitationInputSchema, teamRoleInputSchema } from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono, type MiddlewareHandler } from 'hono';
import { callerCompany } from '../../auth/bearer';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { actorOf } from '../../team/audit';
import { ID, idParam } from '../admin-content/admin-handlers';
import { readActivity } from './activity';
import type { TeamService } from './team';

// The owner's team (the route table keeps every one of these to the owner).
export function teamRoutes(
  db: Db,
  team: TeamService,
  { invitationLimit, auditKeepDays }: { invitationLimit: MiddlewareHandler<AppEnv>; auditKeepDays: number },
) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json({ data: await team.team(callerCompany(c.var.auth).id) }));
  app.get('/activity', async (c) =>
    c.json({ data: await readActivity(db, callerCompany(c.var.auth).id, auditKeepDays) }),
  );
  app.post('/invitations', invitationLimit, async (c) => {
    const input = await parseJson(c, teamInvitationInputSchema);
    const company = callerCompany(c.var.auth);
    return c.json({ data: await team.invite(company.id, actorOf(c.var.auth), input) }, 201);
  });
  app.delete(`/invitations/${ID}`, async (c) => {
    await team.withdraw(callerCompany(c.var.auth).id, actorOf(c.var.auth), idParam(c));
    return c.json({ data: { success: true } });
  });
  app.put(`/${ID}`, async (c) => {
    const { role } = await parseJson(c, teamRoleInputSchema);
    const company = callerCompany(c.var.auth);
    await team.changeRole(company.id, actorOf(c.var.auth), idParam(c), role);
    return c.json({ data: await team.team(company.id) });
  });
  app.delete(`/${ID}`, async (c) => {
    const company = callerCompany(c.var.auth);
    await team.remove(company.id, actorOf(c.var.auth), idParam(c));
    return c.json({ data: await team.team(company.id) });
  });
  app.post(`/${ID}/ownership`, async (c) => {
    const company = callerCompany(c.var.auth);
    await team.handOver(company.id, actorOf(c.var.auth), idParam(c));
    return c.json({ data: { success: true } });
  });
  return app;
}
