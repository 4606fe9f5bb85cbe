import { API, type GoogleAuthUrlResponse } from '@webku/contract';
import { api } from '@/lib/api-client';

export async function requestGoogleAuthUrl(redirectUrl: string): Promise<string> {
  const data = await api.post<GoogleAuthUrlResponse>(API.auth.googleAuthUrl, { redirect_url: redirectUrl });
  if (!data?.auth_url) throw new Error('Respons tanpa auth_url');
  return data.auth_url;
}
