import { API, type HostCodeResponse, type LoginResponse } from '@webku/contract';
import { api } from '@/lib/api-client';

// On the platform: where to take the owner, with a one-time code for their host.
export async function requestHostCode(host: string): Promise<string> {
  const data = await api.post<HostCodeResponse>(API.auth.hostCode, { host });
  if (!data?.finish_url) throw new Error('Respons tanpa finish_url');
  return data.finish_url;
}

// On the owner's host: the code becomes this host's own session token.
export async function exchangeHostCode(code: string): Promise<string> {
  const data = await api.post<LoginResponse>(API.auth.hostSession, { code });
  if (!data?.token) throw new Error('Respons tanpa token');
  return data.token;
}
