import { qrisPosterPng } from '../../tests/fixtures/images/make-images';

export type DemoOwner = { token: string; settingsId: number };

async function api<T>(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const res = await fetch(`${base}/api${path}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

// The benches measure the page as a selling owner has it: a WhatsApp number, ordering on, a QRIS upload.
export async function turnOnDemoOrdering(base: string): Promise<DemoOwner> {
  const { token } = await api<{ token: string }>(base, '/auth/login', {
    method: 'POST',
    ...json({ email: 'demo@webku.local', password: 'kopisenja123' }),
  });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await qrisPosterPng())], { type: 'image/png' }), 'qris.png');
  form.append('category', 'payment');
  const qris = await api<{ full_url: string }>(base, '/admin/upload/image', {
    method: 'POST',
    token,
    body: form,
  });
  const settings = await api<{ id: number }>(base, '/admin/web-settings', { token });
  await api(base, `/admin/web-settings/${settings.id}`, {
    method: 'PUT',
    token,
    ...json({
      whatsapp_number: '0812-3456-7890',
      is_whatsapp_order_enabled: true,
      qris_image: qris.full_url,
    }),
  });
  return { token, settingsId: settings.id };
}
