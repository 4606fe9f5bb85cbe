import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestServer } from './test-server';

// Helpers shared by the upload and media tests (real HTTP against startTestServer).

export type Owner = { token: string; companyId: number };

let brand = 0;
export async function createOwner(t: TestServer): Promise<Owner> {
  const { token } = await t.signUp();
  brand += 1;
  const res = await t.api('/api/admin/template-data-dummies/generate', {
    method: 'POST',
    token,
    json: {
      brand_name: `Toko Foto ${brand} ${Math.random().toString(36).slice(2, 7)}`,
      business_type: 'Kedai kopi',
      web_language: 'indonesia',
      template_selected: 'minimalis-coffee-shop',
      title_text_font_family: 'Comfortaa, sans-serif',
      short_description: 'Kopi susu dan roti bakar untuk warga sekitar.',
    },
  });
  if (res.status !== 201) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { company: { id: number } } };
  await t.webku.runner.drain();
  return { token, companyId: data.company.id };
}

export type UploadFile = { bytes: Uint8Array; name: string; type?: string };

export function upload(
  t: TestServer,
  token: string | undefined,
  path: '/api/admin/upload/image' | '/api/admin/upload/images',
  files: UploadFile[],
  {
    field = path.endsWith('image') ? 'image' : 'images[]',
    category,
  }: { field?: string; category?: string } = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  if (category !== undefined) form.append('category', category);
  return t.api(path, { method: 'POST', token, body: form });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Every file under dir, as '/'-separated paths relative to it. */
export function listStoredFiles(dir: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(dir, { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
  })();
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

// What the storage folder may hold: originals and their WebP variants, inside a company's prefix.
export const STORED_FILE = /^companies\/\d+\/[a-z0-9][a-z0-9-]*\/[a-z0-9]+(?:\.w\d+)?\.(?:jpg|png|webp)$/;
