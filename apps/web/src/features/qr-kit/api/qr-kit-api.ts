import { useQuery } from '@tanstack/react-query';
import { API } from '@webku/contract';
import { api, apiUrl, HttpError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

export type QrKitInfo = {
  menu_url: string;
  has_qris: boolean;
  has_review_link: boolean;
  /** The sheets this business is offered (table cards only where customers sit at tables). */
  sheets: QrKitSheet[];
  /** The headline printed above the code, in the site's language and the business's words. */
  headline: string;
  /** What the site offers, as the admin names it: 'menu', 'layanan', 'kamar'… */
  offer: string;
  /** The site's second language's code ('en'), whose sheets are offered too; null with one language. */
  second_language: string | null;
};
export type QrKitSheet =
  | 'table-poster-a4.pdf'
  | 'table-poster-a5.pdf'
  | 'counter-poster-a4.pdf'
  | 'counter-poster-a5.pdf'
  | 'table-cards-a4.pdf'
  | 'review-poster-a4.pdf'
  | 'review-poster-a5.pdf';

export function useQrKit() {
  return useQuery({
    queryKey: ['admin', 'qr-kit'],
    queryFn: ({ signal }) => api.get<QrKitInfo>(API.admin.qrKit.root, signal),
  });
}

// The PDF is drawn by the server for the owner's session, then saved under the name it gives.
export async function downloadSheet(sheet: QrKitSheet, language?: string | null): Promise<void> {
  const token = getAuthToken();
  const query = language ? `?lang=${encodeURIComponent(language)}` : '';
  const response = await fetch(`${apiUrl(API.admin.qrKit.sheet(sheet))}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new HttpError(response.status, await response.text());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? sheet;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
