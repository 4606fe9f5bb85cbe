import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bioScriptPath, enhanceScriptPath, fontAssets, vitalsScriptPath } from '@webku/site';
import { Hono } from 'hono';
import { NotFoundError } from '../../errors';
import { acceptedEncoding, CompressedBody } from '../../http/compression';
import type { AppEnv } from '../../http/context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// One built script: read and versioned on first use, compressed once on its first request (visitors on
// mobile data download a third of its bytes).
function builtScript(path: () => string) {
  let script: { body: Buffer; version: string } | null = null;
  let compressed: Promise<CompressedBody> | null = null;
  const load = () => {
    script ??= (() => {
      const body = readFileSync(path());
      return { body, version: createHash('sha1').update(body).digest('base64url').slice(0, 10) };
    })();
    return script;
  };
  return { load, compressed: () => (compressed ??= CompressedBody.of(load().body)) };
}

// The public site's own static files: the enhancement script, the link-in-bio page's script, the
// field-speed script a sampled view loads lazily, and the self-hosted title fonts.
export function siteAssets() {
  const scripts = {
    '/_site/enhance.js': builtScript(enhanceScriptPath),
    '/_site/bio.js': builtScript(bioScriptPath),
    '/_site/vitals.js': builtScript(vitalsScriptPath),
  };
  const fonts = new Map(fontAssets().map((font) => [font.path, font.file]));

  const routes = new Hono<AppEnv>();
  for (const [path, script] of Object.entries(scripts)) {
    routes.get(path, async (c) => {
      const encoding = acceptedEncoding(c.req.header('accept-encoding'));
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(await (await script.compressed()).encoded(encoding)), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': c.req.query('v') ? IMMUTABLE : 'public, max-age=300',
        Vary: 'Accept-Encoding',
      });
    });
  }
  routes.get('/_site/fonts/:file', (c) => {
    const file = fonts.get(c.req.path);
    if (!file) throw new NotFoundError('Berkas tidak ditemukan');
    return c.body(new Uint8Array(readFileSync(file)), 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': IMMUTABLE,
      'Access-Control-Allow-Origin': '*',
    });
  });

  return {
    routes,
    // Versioned by content, so pages can cache it forever; missing build → a clear error at first render.
    scriptUrl: () => `/_site/enhance.js?v=${scripts['/_site/enhance.js'].load().version}`,
    bioScriptUrl: () => `/_site/bio.js?v=${scripts['/_site/bio.js'].load().version}`,
    vitalsScriptUrl: () => `/_site/vitals.js?v=${scripts['/_site/vitals.js'].load().version}`,
  };
}
