import { z } from 'zod';
import type { Template } from '../templates';
import { requiredText } from './fields';
import { SETUP_LIMITS } from './setup-payload';

// GET /admin/template-proposal?business_type=Bengkel%20las: the template the setup form preselects.
export const templateProposalQuerySchema = z.object({
  business_type: requiredText('business_type', SETUP_LIMITS.business_type),
});

export type TemplateProposal = { template: Template };
