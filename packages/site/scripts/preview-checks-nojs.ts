import type { Page } from 'playwright-core';
import { type Check, check } from './preview-checks';

/** Without JavaScript: dialogs open through :target, every menu panel is listed, the bar is solid. */
export async function checkWithoutScript(
  page: Page,
  checks: Check[],
  base: string,
  shot: (name: string) => Promise<void>,
) {
  await page.goto(`${base}/coffee.html`);
  await check(checks, 'no-js: a merchandise card shows its dialog and the close link hides it', async () => {
    const dialog = page.locator('dialog#merchandise-2');
    await page.locator('#merchandise a[href="#merchandise-2"]').click();
    const shown = await dialog.isVisible();
    await shot('nojs-coffee-dialog');
    await dialog.locator('.dialog-close').click();
    const hidden = !(await dialog.isVisible());
    return (shown && hidden) || `shown=${shown} hidden=${hidden}`;
  });
  await check(checks, 'no-js: the bar is solid at the top', async () => {
    const background = await page
      .locator('[data-nav]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    return background !== 'rgba(0, 0, 0, 0)' || background;
  });
  await page.goto(`${base}/classic.html`);
  await check(checks, 'no-js: every menu category is listed with its heading', async () => {
    const panels = await page.locator('[role="tabpanel"]:visible').count();
    const tablist = await page.locator('[role="tablist"]').isVisible();
    return (panels === 4 && !tablist) || `panels=${panels} tablist=${tablist}`;
  });
}
