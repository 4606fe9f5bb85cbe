import type { Locator, Page } from 'playwright-core';

// The order list's send: the customer's name and number, then the recorded order's chat opens in this tab
// (wa.me is answered by the test's own route). Returns the chat's address.
export async function sendOrder(page: Page, order: Locator): Promise<URL> {
  await order.locator('[data-order-customer]').fill('Budi');
  await order.locator('[data-order-whatsapp]').fill('0812-1111-2222');
  await order.locator('[data-order-send]').click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  return new URL(page.url());
}
