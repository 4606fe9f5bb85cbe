import type { RateLimitsConfig } from '../../config-limits';
import { Limit } from './limit';
import type { RateLimitStore } from './rate-limit-store';

// Strikes (for growing backoff) are remembered for a day.
const STRIKES = { points: 1_000_000, durationSeconds: 24 * 3600 };

export type RateLimits = ReturnType<typeof createRateLimits>;

// Every limit of the server, each with the sentence a refused person reads.
export function createRateLimits(store: RateLimitStore, rates: RateLimitsConfig) {
  const limit = (name: keyof RateLimitsConfig, refusal: string, withBackoff = false, local = false) =>
    new Limit(
      store.counter(name, rates[name], { local }),
      refusal,
      withBackoff ? store.counter(`${name}-strikes`, STRIKES) : undefined,
    );
  return {
    loginAccount: limit('loginAccount', 'Terlalu banyak percobaan masuk ke akun ini.', true),
    loginIp: limit('loginIp', 'Terlalu banyak percobaan masuk.', true),
    signInUrl: limit('signInUrl', 'Terlalu banyak permintaan masuk dengan Google.'),
    devSignIn: limit('devSignIn', 'Terlalu banyak percobaan masuk.'),
    domainCheck: limit('domainCheck', 'Terlalu banyak pengecekan domain.'),
    invoice: limit('invoice', 'Terlalu banyak invoice dibuat.'),
    uploadFiles: limit('uploadFiles', 'Terlalu banyak gambar diunggah.'),
    siteGeneration: limit('siteGeneration', 'Terlalu banyak percobaan membuat website.'),
    qrKit: limit('qrKit', 'Terlalu banyak PDF Cetak QR diunduh.'),
    visits: limit('visits', 'Terlalu banyak data kunjungan dari alamat ini.', false, true),
    bookings: limit('bookings', 'Terlalu banyak permintaan booking dari alamat ini.'),
    bookingTimes: limit(
      'bookingTimes',
      'Terlalu banyak pencarian waktu booking dari alamat ini. Coba lagi sebentar lagi.',
      false,
      true,
    ),
    orders: limit('orders', 'Terlalu banyak pesanan dari alamat ini.'),
    payments: limit('payments', 'Terlalu banyak pembayaran online dibuat dari alamat ini.'),
    sitePayments: limit(
      'sitePayments',
      'Toko ini sedang menerima terlalu banyak pembayaran online; kirim pesanan atau booking lewat WhatsApp.',
    ),
    teamInvitations: limit('teamInvitations', 'Terlalu banyak undangan tim dikirim.'),
    translationSuggestions: limit('translationSuggestions', 'Terlalu banyak permintaan terjemahan otomatis.'),
  } satisfies Record<keyof RateLimitsConfig, Limit>;
}
