import { turnOnDemoBooking } from './demo-booking';
import { turnOnDemoOrdering } from './demo-ordering';
import { fillDemoRowSections } from './demo-row-sections';

/**
 * The demo company as the page benches measure it: selling through WhatsApp with a QRIS, its FAQ, reviews
 * and gallery filled, taking bookings. Returns its home page and its booking page (tomorrow's free times).
 */
export async function setUpDemoSite(base: string) {
  const { token, settingsId } = await turnOnDemoOrdering(base);
  await fillDemoRowSections(base, token);
  const pageUrl = `${base}/kopi-senja`;
  const bookingPage = `${pageUrl}/${await turnOnDemoBooking(base, token)}`;
  return { token, settingsId, pageUrl, bookingPage };
}
