// The admin's first screen on a phone: how much compressed JavaScript the dashboard downloads after
// sign-in, against the real server in production mode (the `npm run build` bundle on a fresh embedded
// database with the demo company), in Debian's Chromium with an empty cache. Prints the dashboard at
// 390 px and 1280 px, then what opening each editor from the phone's menu adds.
// Exits non-zero when the dashboard is above the budget at either width.
// Run: npm run build && npm run bench:admin-js   (VERBOSE=1 lists every script file; SCREENS=menu,news
// measures only those screens, SCREENS= none of them)
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SLUG } from '../apps/server/src/demo/seed-demo';
import { ADMIN_NAV } from '../apps/web/src/features/admin-shell/admin-nav';
import { launchBrowser } from '../tests/e2e/support/browser';
import {
  ADMIN_FIRST_SCREEN_BUDGET_KB,
  kilobytes,
  openDashboardCounted,
  type ScriptWeight,
} from '../tests/e2e/support/script-weight';
import { startWebku } from './lib/start-server';

const VERBOSE = process.env.VERBOSE === '1';
const SCREENS = process.env.SCREENS?.split(',');

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function line(label: string, weight: ScriptWeight, budgetKb?: number) {
  const kb = kilobytes(weight.bytes);
  const ratio = budgetKb ? `  ${((kb / budgetKb) * 100).toFixed(0)}% of ${budgetKb} KB` : '';
  console.info(
    `${label.padEnd(34)} ${kb.toFixed(1).padStart(6)} KB  ${String(weight.requests).padStart(3)} scripts${ratio}`,
  );
  if (VERBOSE) {
    for (const file of [...weight.files].sort((a, b) => b.bytes - a.bytes)) {
      console.info(`    ${kilobytes(file.bytes).toFixed(1).padStart(6)} KB  ${file.path}`);
    }
  }
}

const server = await startWebku();
const browser = await launchBrowser();
let overBudget = false;
try {
  const token = await signIn(server.url);
  const adminUrl = `${server.url}/${DEMO_SLUG}/admin`;
  console.info('Compressed JavaScript transferred until the network is idle (headers + body, empty cache)\n');

  for (const width of [390, 1280]) {
    const { page, scripts } = await openDashboardCounted(browser, adminUrl, token, width);
    const weight = await scripts.weight();
    line(`dashboard at ${width} px`, weight, ADMIN_FIRST_SCREEN_BUDGET_KB);
    if (kilobytes(weight.bytes) > ADMIN_FIRST_SCREEN_BUDGET_KB) overBudget = true;
    await page.context().close();
  }

  console.info('\nOpening a screen from the dashboard at 390 px adds:');
  for (const { sub, label } of ADMIN_NAV.filter(
    (item) => item.sub && (!SCREENS || SCREENS.includes(item.sub)),
  )) {
    const { page, scripts } = await openDashboardCounted(browser, adminUrl, token, 390);
    const before = scripts.mark();
    await page.getByRole('button', { name: 'Buka menu admin' }).click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`${adminUrl}/${sub}`);
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading && heading.textContent !== 'Dashboard';
    });
    await page.waitForLoadState('networkidle');
    line(`  ${label}`, await scripts.weight(before));
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
}

if (overBudget) {
  console.error(
    `\nThe dashboard is above its budget of ${ADMIN_FIRST_SCREEN_BUDGET_KB} KB of compressed JavaScript.`,
  );
  process.exit(1);
}
