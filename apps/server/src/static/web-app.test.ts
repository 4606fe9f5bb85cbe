import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';

let t: TestServer;
let dist: string;
let slug: string;

// A stand-in for the admin app's build: the shell and one hashed asset.
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'webku-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body>admin shell</body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await startTestServer({ WEB_DIST_DIR: dist });
  slug = (await ownerWithSite(t)).slug;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('admin app paths', () => {
  it('serves the shell with 200 for every screen of the app', async () => {
    const paths = ['/', '/auth/callback', '/onboarding', `/${slug}/admin`, `/${slug}/admin/stores`];
    for (const path of [...paths, `/${slug}/admin/subscriptions/invoices/4/status`]) {
      const res = await t.api(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('admin shell');
    }
    const modeA = await t.getAs(`${slug}.localhost`, '/admin/menu');
    expect(modeA.status).toBe(200);
    expect(modeA.text).toContain('<meta name="webku-mode" content="A">');
    // Where /admin on the owner's host sends them to sign in.
    expect(modeA.text).toContain(`<meta name="webku-platform" content="${t.url}">`);
    const finish = await t.getAs(`${slug}.localhost`, '/admin/auth/finish');
    expect(finish.status).toBe(200);
    // The platform's sign-in screens are not on a company host (single-site mode aside).
    expect((await t.getAs(`${slug}.localhost`, '/auth/host-sign-in')).status).toBe(404);
    expect((await t.api('/auth/host-sign-in?host=x.localhost')).status).toBe(200);
  });

  it('answers 404 with the not-found page for an unknown admin route or app path', async () => {
    for (const path of [`/${slug}/admin/tidak-ada`, `/${slug}/admin/hero/x`, '/onboarding/x', '/a/b/c']) {
      const res = await t.api(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain('admin shell');
      expect(html).toContain('<p class="error-code" aria-hidden="true">404</p>');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('<a class="error-link" href="/">Return to Home</a>');
    }
    const modeA = await t.getAs(`${slug}.localhost`, '/admin/tidak-ada');
    expect(modeA.status).toBe(404);
    expect(modeA.text).toContain('Oops! Page not found');
  });

  it('gives public 404s the same page, with a link home', async () => {
    const company = await t.api('/toko-yang-tidak-ada');
    expect(company.status).toBe(404);
    const companyHtml = await company.text();
    expect(companyHtml).toContain('<p class="error-code" aria-hidden="true">404</p>');
    expect(companyHtml).toContain('Company Not Found');
    expect(companyHtml).toContain('<a class="error-link" href="/">');
    const page = await t.api(`/${slug}/tidak-ada`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(`<a class="error-link" href="/${slug}">`);
    const host = await t.getAs('tidak-ada.localhost', '/');
    expect(host.status).toBe(404);
    expect(host.text).toContain(`<a class="error-link" href="${t.url}">`);
  });

  it('still serves the built files', async () => {
    const res = await t.api('/assets/index-abc.js');
    expect(res.status).toBe(200);
  });
});
