import { API, type PublicPayload } from '@webku/contract';
import { api } from '@/lib/api-client';

export function getNoCacheData(slug: string, signal?: AbortSignal): Promise<PublicPayload | null> {
  return api.get<PublicPayload | null>(API.public.noCacheData(slug), signal);
}
