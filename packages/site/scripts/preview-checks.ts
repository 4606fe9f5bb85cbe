import type { Page } from 'playwright-core';

export type Check = { name: string; ok: boolean; detail?: string };

export async function check(checks: Check[], name: string, run: () => Promise<boolean | string>) {
  try {
    const result = await run();
    checks.push({ name, ok: result === true, detail: typeof result === 'string' ? result : undefined });
  } catch (error) {
    checks.push({ name, ok: false, detail: String(error).split('\n')[0] });
  }
}

export const noOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      if (el.closest('.carousel-track, .gallery-track, .gallery-thumbs, .tab-list, dialog:not([open])'))
        return false;
      return el.getBoundingClientRect().right > width + 1;
    });
    const scrolls = document.documentElement.scrollWidth > width;
    if (wide.length === 0 && !scrolls) return true;
    const names = wide.slice(0, 3).map((el) => el.className || el.tagName);
    return `page scrolls sideways: ${scrolls}; overflowing: ${names.join(', ')}`;
  });

/** Clicks through the interactive parts of the coffee page (accordion, stage, carousel, dialog, nav). */
export async function checkCoffee(page: Page, checks: Check[], shot: (name: string) => Promise<void>) {
  await check(checks, 'coffee: no horizontal overflow', () => noOverflow(page));
  await check(checks, 'coffee: nav transparent at top, solid after scroll', async () => {
    await page.waitForTimeout(500);
    const before = await page.locator('[data-nav]').evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    const after = await page.locator('[data-nav]').evaluate((el) => el.classList.contains('is-scrolled'));
    await page.evaluate(() => window.scrollTo(0, 0));
    return (before === 'rgba(0, 0, 0, 0)' && after) || `before=${before} scrolled=${after}`;
  });
  await check(checks, 'coffee: accordion is single-open', async () => {
    const summaries = page.locator('.menu-summary');
    await summaries.nth(1).click();
    await page.waitForTimeout(100);
    await summaries.nth(1).scrollIntoViewIfNeeded();
    await shot('coffee-accordion-second');
    const open = await page.locator('details.menu-category[open]').count();
    return open === 1 || `open=${open}`;
  });
  await check(checks, 'coffee: tapping an item switches the stage image', async () => {
    const panel = page.locator('details.menu-category[open] [data-menu-panel]');
    const row = panel.locator('.menu-row-button').nth(2);
    const wanted = await row.getAttribute('data-stage-src');
    await row.click();
    const src = await panel.locator('.menu-stage-image').getAttribute('src');
    return src === wanted || `src=${src} wanted=${wanted}`;
  });
  await check(checks, 'coffee: carousel arrow moves and loops', async () => {
    const track = page.locator('#merchandise [data-carousel-track]');
    await track.scrollIntoViewIfNeeded();
    const next = page.locator('#merchandise [data-carousel-next]');
    if (!(await next.isVisible())) return 'next arrow hidden';
    await next.click();
    await page.waitForTimeout(700);
    const moved = await track.evaluate((el) => el.scrollLeft);
    await page.locator('#merchandise [data-carousel-prev]').click();
    await page.waitForTimeout(700);
    await page.locator('#merchandise [data-carousel-prev]').click();
    await page.waitForTimeout(700);
    const looped = await track.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 4);
    return (moved > 0 && looped) || `moved=${moved} looped=${looped}`;
  });
  await check(checks, 'coffee: merchandise dialog opens modally, gallery thumb, Esc closes', async () => {
    await page.locator('#merchandise [data-dialog-open]').first().click();
    const dialog = page.locator('dialog#merchandise-1');
    const modal = await dialog.evaluate((el) => el.matches(':modal'));
    await dialog.locator('[data-gallery-thumb="1"]').click();
    await page.waitForTimeout(500);
    await shot('coffee-merch-dialog');
    const current = await dialog.locator('[data-gallery-thumb="1"]').getAttribute('aria-current');
    await page.keyboard.press('Escape');
    const closed = !(await dialog.evaluate((el) => (el as HTMLDialogElement).open));
    return (modal && current === 'true' && closed) || `modal=${modal} thumb=${current} closed=${closed}`;
  });
  await check(checks, 'coffee: news dialog closes on backdrop click and close button', async () => {
    await page.locator('#news [data-dialog-open]').first().click();
    const dialog = page.locator('dialog#news-1');
    await page.mouse.click(5, 5);
    const byBackdrop = !(await dialog.evaluate((el) => (el as HTMLDialogElement).open));
    await page.locator('#news [data-dialog-open]').first().click();
    await page.waitForTimeout(300);
    await shot('coffee-news-dialog');
    await dialog.locator('[data-dialog-close]').click();
    const byButton = !(await dialog.evaluate((el) => (el as HTMLDialogElement).open));
    const scripts = await dialog.locator('script').count();
    return (
      (byBackdrop && byButton && scripts === 0) ||
      `backdrop=${byBackdrop} button=${byButton} scripts=${scripts}`
    );
  });
}

export async function checkClassic(page: Page, checks: Check[], shot: (name: string) => Promise<void>) {
  await check(checks, 'classic: no horizontal overflow', () => noOverflow(page));
  await check(checks, 'classic: tabs switch panels and support arrow keys', async () => {
    const tabs = page.locator('[role="tab"]');
    await tabs.nth(1).click();
    const visible = await page.locator('[role="tabpanel"]:not([hidden])').count();
    await page.keyboard.press('ArrowRight');
    const selected = await tabs.nth(2).getAttribute('aria-selected');
    const focused = await tabs.nth(2).evaluate((el) => el === document.activeElement);
    return (visible === 1 && selected === 'true' && focused) || `visible=${visible} selected=${selected}`;
  });
  await check(checks, 'classic: item card opens a dialog with details', async () => {
    await page.locator('[role="tabpanel"]:not([hidden]) [data-dialog-open]').first().click();
    const open = page.locator('dialog[open]');
    await page.waitForTimeout(300);
    await shot('classic-item-dialog');
    const text = await open.innerText();
    await page.keyboard.press('Escape');
    return text.includes('Rp ') || text;
  });
}

export async function checkMobileMenu(
  page: Page,
  checks: Check[],
  label: string,
  shot: (name: string) => Promise<void>,
) {
  await check(checks, `${label}: mobile menu opens, jumps and closes`, async () => {
    await page.locator('.nav-toggle').click();
    const sheet = page.locator('.nav-sheet');
    const shown = await sheet.isVisible();
    await shot(`${label.split(' ')[0]}-mobile-menu`);
    await sheet.locator('a').last().click();
    await page.waitForTimeout(800);
    const closed = !(await sheet.isVisible());
    return (
      (shown && closed && page.url().endsWith('#contact')) ||
      `shown=${shown} closed=${closed} url=${page.url()}`
    );
  });
}
