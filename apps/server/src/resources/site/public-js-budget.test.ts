import { gzipSync } from 'node:zlib';
import { TEMPLATES, type WebSettings } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { useOwnerWithSite } from '../../../../../tests/support/server/owner-with-site';

const site = useOwnerWithSite();
// What a phone downloads in script for a public page, compressed: the budget.
const BUDGET_GZIP_BYTES = 25 * 1024;

describe('script on a public page, every template', () => {
  it.each(TEMPLATES)(
    '%s ships one external script within 25 KB gzip, and no inline code',
    async (template) => {
      const { id } = (await site.api.get<WebSettings>('/admin/web-settings')).data;
      // A selling owner's page carries the most script: ordering through WhatsApp, with the order list.
      await site.api.put(`/admin/web-settings/${id}`, {
        template_selected: template,
        whatsapp_number: '081234567890',
        is_whatsapp_order_enabled: true,
      });
      const html = await (await site.t.api(`/${site.owner.slug}`)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const external = scripts.map(([, attrs]) => /\bsrc="([^"]+)"/.exec(attrs!)?.[1]).filter(Boolean);
      expect(external).toHaveLength(1);
      const inlineCode = scripts.filter(
        ([, attrs, body]) =>
          !/\bsrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!) && body!.trim(),
      );
      expect(inlineCode).toEqual([]);
      const res = await site.t.api(external[0]!);
      expect(res.status).toBe(200);
      const gzipBytes = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
      expect(gzipBytes).toBeGreaterThan(1000);
      expect(gzipBytes).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    },
  );
});
