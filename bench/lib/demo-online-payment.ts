import { randomBytes } from 'node:crypto';
import type { BookingSettings } from '@webku/contract';
import type { Result } from 'lighthouse';
import { type FakeMidtrans, startFakeMidtrans } from '../../tests/fakes/midtrans-server';
import { paymentRequests } from '../../tests/support/site/payment-vendors';

// The benches measure the demo's public pages with online payment on as an owner switches it on in
// "Pembayaran Online": their own Midtrans account (a local fake speaking its protocol; the server checks the
// key with one call), orders paid online ("Bayar sekarang") and booking deposits, with a deposit asked for
// the offering the booking page shows.

export type DemoGateway = {
  midtrans: FakeMidtrans;
  /** The server's environment: the keys secret and the fake's addresses. */
  env: Record<string, string>;
  /** Switches the demo owner's orders paid online and booking deposits on (with a deposit) or off again. */
  turn: (base: string, token: string, on: boolean) => Promise<void>;
  close: () => Promise<void>;
};

export async function startDemoGateway(): Promise<DemoGateway> {
  const midtrans = await startFakeMidtrans();
  return {
    midtrans,
    env: { PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex'), ...midtrans.env },
    turn: async (base, token, on) => {
      const call = async <T>(method: string, path: string, body?: unknown) => {
        const res = await fetch(`${base}/api/admin/${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { data: T }).data;
      };
      await call('PUT', 'payments/settings', {
        provider: 'midtrans',
        methods: ['qris'],
        orders_online: on,
        booking_deposit: on,
        ...(on ? { keys: { server_key: midtrans.serverKey } } : {}),
      });
      if (!on) return;
      const settings = await call<BookingSettings>('GET', 'bookings/settings');
      // The offering turnOnDemoBooking's page shows: the first bookable one.
      const offering = settings.offerings.find((candidate) => candidate.is_bookable)!;
      await call('PUT', 'bookings/settings', {
        offerings: [
          {
            id: offering.id,
            is_bookable: true,
            duration_minutes: offering.duration_minutes,
            deposit: 20_000,
          },
        ],
      });
    },
    close: () => midtrans.close(),
  };
}

/** What a Lighthouse run's page transferred, and which of its requests went to a payment gateway. */
export function transferOf(lhr: Result, gatewayOrigin: string) {
  const rows =
    (
      lhr.audits['resource-summary']?.details as
        | { items: { resourceType: string; requestCount: number; transferSize: number }[] }
        | undefined
    )?.items ?? [];
  const row = (type: string) => rows.find((item) => item.resourceType === type);
  const requests =
    (lhr.audits['network-requests']?.details as { items: { url: string }[] } | undefined)?.items ?? [];
  return {
    bytes: row('total')?.transferSize ?? 0,
    documentBytes: row('document')?.transferSize ?? 0,
    requests: row('total')?.requestCount ?? 0,
    scriptBytes: row('script')?.transferSize ?? 0,
    scripts: row('script')?.requestCount ?? 0,
    // data: URLs have no host.
    hosts: [...new Set(requests.map((request) => new URL(request.url).host).filter(Boolean))],
    gateway: paymentRequests(
      requests.map((request) => request.url),
      [gatewayOrigin],
    ),
  };
}
