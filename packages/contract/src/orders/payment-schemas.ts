import { z } from 'zod';

// Online payment through the owner's own gateway account (issue 40): the settings the Pemilik keeps in
// "Pembayaran Online", and what the site's customer gets back when they tap "Bayar sekarang".

export const PAYMENT_PROVIDERS = ['midtrans', 'xendit'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** QRIS, e-wallets, virtual accounts. */
export const PAYMENT_METHODS = ['qris', 'ewallet', 'va'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'expired'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Bank Indonesia's ceiling for one QRIS payment (Rp10.000.000), as both vendors apply it. */
export const QRIS_MAX_AMOUNT = 10_000_000;

const keyText = (field: string, label: string) =>
  z
    .string({ error: `${label} (${field}) harus berupa teks` })
    .trim()
    .min(8, { error: `${label} (${field}) terlalu pendek; salin lengkap dari dasbor gateway` })
    .max(200, { error: `${label} (${field}) terlalu panjang; salin tanpa spasi atau baris baru` })
    .regex(/^[\w:+/=.-]+$/, { error: `${label} (${field}) berisi karakter yang tidak dikenal` });

/** The vendor's secrets, sent on PUT only and never answered. */
export const paymentKeysSchema = z.union([
  z.object({ server_key: keyText('server_key', 'Server Key Midtrans') }),
  z.object({
    secret_key: keyText('secret_key', 'Secret API Key Xendit'),
    callback_token: keyText('callback_token', 'Token verifikasi callback Xendit'),
  }),
]);
export type PaymentKeys = z.infer<typeof paymentKeysSchema>;

const settingsFields = {
  provider: z
    .enum(PAYMENT_PROVIDERS, { error: "Gateway (provider) harus 'midtrans', 'xendit' atau kosong" })
    .nullable(),
  methods: z
    .array(z.enum(PAYMENT_METHODS, { error: "Metode (methods) harus 'qris', 'ewallet' atau 'va'" }))
    .min(1, { error: 'Pilih minimal satu metode pembayaran (methods)' })
    .max(PAYMENT_METHODS.length),
  orders_online: z.boolean({ error: 'Pesanan dibayar online (orders_online) harus ya atau tidak' }),
  booking_deposit: z.boolean({ error: 'Uang muka booking (booking_deposit) harus ya atau tidak' }),
};

/** PUT /api/admin/payments/settings: keys left out keep the ones stored (only for the same provider). */
export const paymentSettingsInputSchema = z.object({
  ...settingsFields,
  keys: paymentKeysSchema.optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

/** GET /api/admin/payments/settings: whether keys are stored, never the keys. */
export const paymentSettingsSchema = z.object({
  ...settingsFields,
  has_keys: z.boolean(),
  /** Where the vendor's dashboard should send its notifications. */
  webhook_url: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What "Bayar sekarang" answers: the QRIS to scan and/or the gateway's page, and the receipt. */
export const orderPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(ORDER_PAYMENT_STATUSES),
  amount: z.number(),
  qr_string: z.string().nullable(),
  payment_url: z.string().nullable(),
  receipt_url: z.string(),
  expires_at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
