import { API, type Template, type TemplateProposal } from '@webku/contract';
import { api } from '@/lib/api-client';

export async function fetchTemplateProposal(businessType: string, signal: AbortSignal): Promise<Template> {
  const data = await api.get<TemplateProposal>(API.admin.templateProposal(businessType), signal);
  return data.template;
}
