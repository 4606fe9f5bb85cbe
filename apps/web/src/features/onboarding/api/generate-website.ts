import { API, type CompanySummary, type SetupPayload } from '@webku/contract';
import { api } from '@/lib/api-client';

type GenerateResponse = { company?: CompanySummary | null } | null | undefined;

// Only the call's success matters; the company, when the server returns it, saves a /auth/me call.
export async function generateWebsite(body: SetupPayload): Promise<CompanySummary | null> {
  const data = await api.post<GenerateResponse>(API.admin.generate, body);
  return data?.company?.slug ? data.company : null;
}
