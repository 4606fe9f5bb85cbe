import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminSite } from './support/admin';

const ctx = useAdminSite('Kopi Tata Letak');

describe('admin layout on phones and long pages', () => {
  it('at 390 px every Web Settings tab is in sight and reachable', async () => {
    const page = await openAdmin(ctx, 'web-settings', 390);
    const tabs = page.getByRole('tab');
    await page.getByRole('tab', { name: 'Legal' }).waitFor();
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, (await tab.textContent()) ?? '').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(390);
    }
    await page.getByRole('tab', { name: 'WhatsApp & QRIS' }).click();
    expect(await page.getByRole('tab', { name: 'WhatsApp & QRIS' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'Legal' }).click();
    expect(await page.getByRole('tab', { name: 'Legal' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: '/work/notes/shots/h-ownerux/web-settings-tabs-390.png' });
    await page.context().close();
  });

  it('at 1280 px the sidebar runs the full height of a long page, and its links stay in view', async () => {
    const page = await openAdmin(ctx, 'web-settings', 1280);
    await page.getByRole('tab', { name: 'Legal' }).click();
    await page.locator('.ql-editor').first().waitFor();
    const sizes = await page.evaluate(() => {
      const aside = document.querySelector('aside')!.getBoundingClientRect();
      const main = document.getElementById('admin-main')!.getBoundingClientRect();
      return { aside: aside.bottom, main: main.bottom, page: document.documentElement.scrollHeight };
    });
    expect(sizes.page).toBeGreaterThan(1200);
    expect(sizes.aside).toBeGreaterThanOrEqual(sizes.main - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const dashboard = await page.locator('aside').getByRole('link', { name: 'Dashboard' }).boundingBox();
    expect(dashboard!.y).toBeGreaterThanOrEqual(0);
    expect(dashboard!.y).toBeLessThan(900);
    await page.screenshot({ path: '/work/notes/shots/h-ownerux/sidebar-long-page-1280.png', fullPage: true });
    await page.context().close();
  });
});
