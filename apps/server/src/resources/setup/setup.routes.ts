import { classifyBusiness } from '@webku/content-packs';
import {
  proposeTemplate,
  setupPayloadSchema,
  type TemplateProposal,
  templateProposalQuerySchema,
} from '@webku/contract';
import type { Db } from '@webku/db';
import { Hono } from 'hono';
import { actForCompany } from '../../auth/sessions';
import { ALREADY_HAS_A_WEBSITE, ConflictError, ValidationError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { ownsCompany } from '../../team/memberships';
import { createSite } from './setup.service';

export function setupRoutes(db: Db, onCreated: () => void) {
  const app = new Hono<AppEnv>();
  app.post('/template-data-dummies/generate', async (c) => {
    const input = await parseJson(c, setupPayloadSchema);
    // A member of someone else's team may still make a website of their own; an owner has theirs.
    if (await ownsCompany(db, c.var.auth.user.id)) throw new ConflictError(ALREADY_HAS_A_WEBSITE);
    const site = await createSite(db, { userId: c.var.auth.user.id, input });
    if (!c.var.auth.bound) await actForCompany(db, c.var.auth.sessionId, site.company.id);
    onCreated();
    return c.json({ data: { company: site.company, job_id: site.jobId } }, 201);
  });
  // The setup form's proposal for the business type typed so far; the owner's own pick always wins there.
  app.get('/template-proposal', (c) => {
    const query = templateProposalQuerySchema.safeParse({ business_type: c.req.query('business_type') });
    if (!query.success)
      throw new ValidationError(query.error.issues[0]?.message ?? 'Jenis usaha tidak valid');
    const { family } = classifyBusiness(query.data.business_type);
    const data: TemplateProposal = { template: proposeTemplate(family) };
    return c.json({ data });
  });
  return app;
}
