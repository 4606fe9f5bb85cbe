import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPublic, openAdmin, saveAndWait, useAdminSite } from './support/admin';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'webku-hero-shots');
mkdirSync(SHOTS, { recursive: true });

const ctx = useAdminSite('Kopi Lereng');

// The hero's editor is drawn from its fields, with its own preview beside it (above it on a phone).
describe('the hero editor', () => {
  it.each([390, 1280])(
    'at %i px: previews as the owner types, refuses a script link, saves to the site',
    async (width) => {
      const page = await openAdmin(ctx, 'hero', width);
      await page.getByRole('heading', { name: 'Hero', level: 1 }).waitFor();
      const tagline = page.getByLabel('Tagline', { exact: true });
      await tagline.waitFor();
      const words = `Kopi lereng gunung, disangrai tiap pagi (${width})`;
      await tagline.fill(words);
      await page.getByText('Pratinjau langsung').waitFor();
      await page.locator('figure').getByText(words, { exact: true }).waitFor();

      const link = page.getByLabel('Tautan Tombol CTA', { exact: true });
      await link.fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
      await page
        .getByText(/Tautan tombol/)
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await link.fill('#menu');
      await saveAndWait(page, 'Save Changes', /\/api\/admin\/hero$/);
      await page.getByText('Hero section updated successfully', { exact: true }).waitFor();
      await expectPublic(ctx, (html) => html.includes(words), 'the new tagline');
      await page.screenshot({ path: join(SHOTS, `hero-editor-${width}.png`), fullPage: true });
      await page.context().close();
    },
  );
});
