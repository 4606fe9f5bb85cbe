import {
  type OrderPayment,
  type PaymentKeys,
  type PaymentSettings,
  type PaymentSettingsInput,
  QRIS_MAX_AMOUNT,
} from '@webku/contract';
import {
  and,
  bookings,
  type Db,
  eq,
  isUniqueViolation,
  jobs,
  orderPayments,
  orders,
  paymentEvents,
  paymentSettings,
  sql,
} from '@webku/db';
import type { Logger } from 'pino';
import { type PaidDepositOutcome, placePaidBooking } from '../bookings/booking-answers';
import type { Config } from '../config';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { PaymentProviderError } from '../providers/payment/payment-provider';
import { MidtransGateway } from './gateways/midtrans';
import {
  GatewayKeysRefusedError,
  type GatewayPayment,
  type OrderGateway,
  parseJsonBody,
  type WebhookRequest,
} from './gateways/order-gateway';
import { XenditOrderGateway } from './gateways/xendit';
import { parseBoxKey, SecretBox } from './secret-box';

export const CONFIRM_ORDER_PAYMENT_JOB = 'confirm-order-payment';

/**
 * A booking waiting for its deposit holds its place for the payment's time and these minutes more, for a
 * notification still on its way; the reconciling look after the expiry gives an unpaid one up at once.
 */
export const DEPOSIT_GRACE_MINUTES = 5;

type OwnerPaymentsConfig = Config['ownerPayments'];
type PaymentRow = typeof orderPayments.$inferSelect;

/** What the log says once a payment is marked paid, by what it did to its order or booking. */
const PAID_LINES: Record<PaidDepositOutcome | 'order', string> = {
  order: 'order paid online',
  confirmed: 'booking deposit paid online: booking confirmed',
  answered: 'booking deposit paid online after the owner answered the booking: answer kept',
  taken: 'booking deposit paid after its place was released and taken: booking left unconfirmed',
};

export type OwnerPaymentsDeps = {
  db: Db;
  config: OwnerPaymentsConfig;
  publicBaseUrl: string;
  logger: Logger;
  /** Wakes the job runner so a verified notification is confirmed at once. */
  kickJobs: () => void;
  fetch?: typeof fetch;
};

const DEFAULTS = { provider: null, methods: ['qris'], orders_online: false, booking_deposit: false } as const;

// The vendor sees 'WK<company>-<order code>': unique per gateway account, and names no customer.
const vendorOrderIdOf = (companyId: number, code: string) => `WK${companyId}-${code}`;

/**
 * The owners' own gateways: their settings with the sealed keys, a transaction per order at the order's
 * exact total, notifications verified and queued, and the job that marks an order paid only after asking
 * the vendor again. Every state change is a conditional UPDATE (pending → paid/expired), so a replay, an
 * out-of-order notification or a second instance changes nothing.
 */
export function createOwnerPayments(deps: OwnerPaymentsDeps) {
  const { db, config, publicBaseUrl, logger } = deps;
  const box = config.keysSecret ? new SecretBox(parseBoxKey(config.keysSecret)) : null;
  const webhookUrl = (provider: string) => `${publicBaseUrl}/api/payments/${provider}/webhook`;

  function gatewayOf(provider: 'midtrans' | 'xendit', keys: PaymentKeys): OrderGateway {
    if (provider === 'midtrans' && 'server_key' in keys) {
      return new MidtransGateway({
        serverKey: keys.server_key,
        apiBase: config.midtransApiBase,
        snapBase: config.midtransSnapBase,
        fetch: deps.fetch,
      });
    }
    if (provider === 'xendit' && 'secret_key' in keys) {
      return new XenditOrderGateway({
        secretKey: keys.secret_key,
        callbackToken: keys.callback_token,
        apiBase: config.xenditApiBase,
        fetch: deps.fetch,
      });
    }
    throw new ValidationError(
      provider === 'midtrans'
        ? 'Kunci Midtrans (keys.server_key) wajib diisi'
        : 'Kunci Xendit (keys.secret_key dan keys.callback_token) wajib diisi',
    );
  }

  async function readRow(companyId: number) {
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.company_id, companyId));
    return row ?? null;
  }

  /** The company's gateway with its keys opened; null when none is connected. */
  async function connectedGateway(companyId: number) {
    const row = await readRow(companyId);
    if (!row?.provider || !row.keys_sealed || !box) return null;
    const keys = JSON.parse(box.open(row.keys_sealed, companyId)) as PaymentKeys;
    return { row, gateway: gatewayOf(row.provider, keys) };
  }

  const view = (row: Awaited<ReturnType<typeof readRow>>): PaymentSettings => ({
    provider: row?.provider ?? DEFAULTS.provider,
    methods: row?.methods ?? [...DEFAULTS.methods],
    orders_online: row?.orders_online ?? DEFAULTS.orders_online,
    booking_deposit: row?.booking_deposit ?? DEFAULTS.booking_deposit,
    has_keys: Boolean(row?.keys_sealed),
    webhook_url: row?.provider ? webhookUrl(row.provider) : null,
  });

  async function saveSettings(companyId: number, input: PaymentSettingsInput): Promise<PaymentSettings> {
    const current = await readRow(companyId);
    let sealed = input.provider === current?.provider ? (current?.keys_sealed ?? null) : null;
    if (input.provider === null) sealed = null;
    if (input.provider && input.keys) {
      if (!box) {
        throw new ConflictError(
          'Server belum diatur untuk menyimpan kunci pembayaran: pengelola server perlu mengisi PAYMENT_KEYS_SECRET',
        );
      }
      const gateway = gatewayOf(input.provider, input.keys);
      try {
        await gateway.verifyKeys();
      } catch (error) {
        if (error instanceof GatewayKeysRefusedError) {
          throw new ValidationError(
            `Kunci ${input.provider === 'midtrans' ? 'Midtrans' : 'Xendit'} (keys) ditolak gateway; salin ulang dari dasbor ${input.provider === 'midtrans' ? 'Midtrans (Settings > Access Keys)' : 'Xendit (Settings > API Keys)'}`,
          );
        }
        if (error instanceof PaymentProviderError) {
          throw new ConflictError(
            'Gateway pembayaran tidak bisa dihubungi untuk memeriksa kunci; coba lagi sebentar lagi',
          );
        }
        throw error;
      }
      sealed = box.seal(JSON.stringify(input.keys), companyId);
    }
    if (input.provider && !sealed) {
      throw new ValidationError(
        input.provider === 'midtrans'
          ? 'Isi Server Key Midtrans (keys.server_key) untuk menghubungkan Midtrans'
          : 'Isi Secret API Key dan token callback Xendit (keys) untuk menghubungkan Xendit',
      );
    }
    if ((input.orders_online || input.booking_deposit) && !input.provider) {
      throw new ValidationError(
        'Hubungkan Midtrans atau Xendit (provider) dulu sebelum menyalakan pembayaran online',
      );
    }
    const values = {
      provider: input.provider,
      methods: [...new Set(input.methods)],
      orders_online: input.orders_online,
      booking_deposit: input.booking_deposit,
      keys_sealed: sealed,
      updated_at: new Date(),
    };
    await db
      .insert(paymentSettings)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: paymentSettings.company_id, set: values });
    logger.info(
      { companyId, provider: input.provider, keysReplaced: Boolean(input.keys) },
      'payment settings saved',
    );
    return view(await readRow(companyId));
  }

  const receiptUrl = (slug: string, code: string) =>
    `${publicBaseUrl}/api/public/${slug}/orders/${code}/receipt`;
  const depositReceiptUrl = (slug: string, code: string) =>
    `${publicBaseUrl}/api/public/${slug}/bookings/${code}/receipt`;

  function paymentView(row: PaymentRow, slug: string, code: string): OrderPayment {
    return {
      provider: row.provider,
      status: row.status,
      amount: row.amount,
      qr_string: row.qr_string,
      payment_url: row.payment_url,
      receipt_url: receiptUrl(slug, code),
      expires_at: row.expires_at.toISOString(),
    };
  }

  /** Refuses "Bayar sekarang" before the order is made, when the owner has not turned it on. */
  async function assertOrdersOnline(companyId: number) {
    const row = await readRow(companyId);
    if (!row?.orders_online || !row.provider || !row.keys_sealed || !box) {
      throw new ConflictError(
        'Toko ini belum menerima pembayaran online; kirim pesanan lewat WhatsApp (pay_online kosongkan)',
      );
    }
    return { maxTotal: row.methods.length === 1 && row.methods[0] === 'qris' ? QRIS_MAX_AMOUNT : undefined };
  }

  /** What a payment is for: an order (its total) or a booking (its deposit), by the company's code. */
  type Target = { kind: 'order' | 'booking'; id: number; code: string; amount: number };
  const targetColumn = (kind: Target['kind']) =>
    kind === 'order' ? orderPayments.order_id : orderPayments.booking_id;
  const receiptOf = (slug: string, target: Pick<Target, 'kind' | 'code'>) =>
    target.kind === 'order' ? receiptUrl(slug, target.code) : depositReceiptUrl(slug, target.code);

  /**
   * The transaction at the owner's gateway for an order or a deposit: its exact amount from the database,
   * our row first (one per order or booking) so a repeated request finds it, the vendor asked with an
   * idempotency key, and the reconciling look queued for after the expiry.
   */
  async function createPayment(
    company: { id: number; slug: string },
    connected: NonNullable<Awaited<ReturnType<typeof connectedGateway>>>,
    target: Target,
  ): Promise<OrderPayment> {
    const column = targetColumn(target.kind);
    const view = (row: PaymentRow) => ({
      ...paymentView(row, company.slug, target.code),
      receipt_url: receiptOf(company.slug, target),
    });
    const [existing] = await db.select().from(orderPayments).where(eq(column, target.id));
    if (existing?.vendor_ref || existing?.payment_url || existing?.qr_string) return view(existing);
    let row = existing;
    if (!row) {
      try {
        [row] = await db
          .insert(orderPayments)
          .values({
            company_id: company.id,
            ...(target.kind === 'order' ? { order_id: target.id } : { booking_id: target.id }),
            provider: connected.gateway.name,
            vendor_order_id: vendorOrderIdOf(
              company.id,
              target.kind === 'order' ? target.code : `BK-${target.code}`,
            ),
            amount: target.amount,
            expires_at: new Date(Date.now() + config.expiryMinutes * 60_000),
          })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        [row] = await db.select().from(orderPayments).where(eq(column, target.id));
      }
    }
    const payment = row as PaymentRow;
    let created: GatewayPayment;
    try {
      created = await connected.gateway.create({
        vendorOrderId: payment.vendor_order_id,
        amount: payment.amount,
        idempotencyKey: `webku-${target.kind}-payment-${payment.id}`,
        expiryMinutes: config.expiryMinutes,
        description: target.kind === 'order' ? `Pesanan ${target.code}` : `Uang muka booking ${target.code}`,
        methods: connected.row.methods,
        webhookUrl: webhookUrl(connected.gateway.name),
        returnUrl: receiptOf(company.slug, target),
      });
    } catch (error) {
      logger.warn(
        { err: error, companyId: company.id, paymentId: payment.id },
        `creating an ${target.kind} payment failed`,
      );
      throw new ConflictError(
        target.kind === 'order'
          ? `Gateway pembayaran sedang tidak bisa dihubungi; pesanan ${target.code} tetap tercatat, kirim lewat WhatsApp atau coba lagi`
          : 'Gateway pembayaran sedang tidak bisa dihubungi; booking belum dibuat, coba lagi sebentar lagi',
      );
    }
    const [updated] = await db
      .update(orderPayments)
      .set({
        vendor_ref: created.vendorRef,
        qr_string: created.qrString,
        payment_url: created.paymentUrl,
        expires_at: created.expiresAt ?? payment.expires_at,
        updated_at: new Date(),
      })
      .where(eq(orderPayments.id, payment.id))
      .returning();
    // Asked again after the expiry: a payment whose notification never came is found then.
    await db.insert(jobs).values({
      type: CONFIRM_ORDER_PAYMENT_JOB,
      company_id: company.id,
      payload: { paymentId: payment.id, reason: 'expiry' },
      max_attempts: 5,
      run_after: new Date((updated as PaymentRow).expires_at.getTime() + 60_000),
    });
    return view(updated as PaymentRow);
  }

  /** The transaction for an order just made, at its recorded total. */
  async function payOrder(company: { id: number; slug: string }, code: string): Promise<OrderPayment> {
    const connected = await connectedGateway(company.id);
    if (!connected?.row.orders_online) throw new ConflictError('Toko ini belum menerima pembayaran online');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.company_id, company.id), eq(orders.code, code)));
    if (!order) throw new NotFoundError('Pesanan tidak ditemukan');
    return createPayment(company, connected, { kind: 'order', id: order.id, code, amount: order.total });
  }

  /**
   * Whether the company's bookings ask their deposits now, and how long a request with one holds its place:
   * the payment's time and a grace for a notification on its way. Null: deposits are off (or no gateway).
   */
  async function depositTerms(companyId: number) {
    const row = await readRow(companyId);
    if (!row?.booking_deposit || !row.provider || !row.keys_sealed || !box) return null;
    return { holdMinutes: config.expiryMinutes + DEPOSIT_GRACE_MINUTES };
  }

  /**
   * The deposit of a booking just requested; when the gateway cannot take it, the request gives its place
   * up at once (it is not held for a payment that cannot be made).
   */
  async function payDeposit(
    company: { id: number; slug: string },
    booking: { id: number; code: string; amount: number },
  ): Promise<OrderPayment> {
    const connected = await connectedGateway(company.id);
    try {
      if (!connected?.row.booking_deposit)
        throw new ConflictError('Toko ini belum menerima uang muka online');
      return await createPayment(company, connected, { kind: 'booking', ...booking });
    } catch (error) {
      await db
        .update(bookings)
        .set({ answer_by: new Date(), updated_at: new Date() })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));
      throw error;
    }
  }

  /**
   * A vendor's notification: read the order id it names (unverified), verify it with that company's keys,
   * check amount and currency, record it once (a unique key per event), and queue the confirmation.
   */
  async function receiveWebhook(provider: string, request: WebhookRequest) {
    if (provider !== 'midtrans' && provider !== 'xendit') throw new NotFoundError('Gateway tidak dikenal');
    const body = parseJsonBody(request.body);
    const vendorOrderId = provider === 'midtrans' ? body.order_id : body.external_id;
    if (typeof vendorOrderId !== 'string') return { outcome: 'unknown' as const };
    const [payment] = await db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, provider), eq(orderPayments.vendor_order_id, vendorOrderId)));
    if (!payment) return { outcome: 'unknown' as const };
    const connected = await connectedGateway(payment.company_id);
    if (!connected || connected.gateway.name !== provider) return { outcome: 'unknown' as const };
    const notice = connected.gateway.verifyWebhook(request);
    const log = logger.child({ companyId: payment.company_id, paymentId: payment.id, provider });
    if (notice.vendorOrderId !== vendorOrderId) return { outcome: 'unknown' as const };
    if (
      notice.status === 'paid' &&
      (notice.amount !== payment.amount || (notice.currency ?? 'IDR') !== 'IDR')
    ) {
      log.error(
        { amount: notice.amount, currency: notice.currency, expected: payment.amount },
        'payment notification amount does not match the order',
      );
      return { outcome: 'amount_mismatch' as const };
    }
    try {
      await db.transaction(async (tx) => {
        await tx.insert(paymentEvents).values({
          company_id: payment.company_id,
          payment_id: payment.id,
          provider,
          event_key: notice.eventKey,
          status: notice.status,
        });
        if (payment.status === 'pending') {
          await tx.insert(jobs).values({
            type: CONFIRM_ORDER_PAYMENT_JOB,
            company_id: payment.company_id,
            payload: { paymentId: payment.id, reason: 'webhook' },
            max_attempts: 5,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        log.info({ eventKey: notice.eventKey }, 'payment notification replayed: nothing to do');
        return { outcome: 'duplicate' as const };
      }
      throw error;
    }
    deps.kickJobs();
    log.info({ status: notice.status }, 'payment notification queued');
    return { outcome: 'queued' as const };
  }

  /**
   * The job: ask the vendor, then move pending → paid (with the order) or pending → expired, each a
   * conditional update in one transaction, so whichever instance runs it, an order is marked paid once.
   */
  async function confirmPayment(paymentId: number, now = new Date()) {
    const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    if (payment?.status !== 'pending') return { outcome: 'settled' as const };
    const connected = await connectedGateway(payment.company_id);
    if (!connected) return { outcome: 'no_gateway' as const };
    const seen = await connected.gateway.status(payment.vendor_order_id, payment.vendor_ref);
    const log = logger.child({ companyId: payment.company_id, paymentId });
    if (seen.status === 'paid') {
      if (seen.amount !== payment.amount || (seen.currency ?? 'IDR') !== 'IDR') {
        log.error(
          { amount: seen.amount, currency: seen.currency, expected: payment.amount },
          'vendor reports another amount: not marked paid',
        );
        return { outcome: 'amount_mismatch' as const };
      }
      const marked = await db.transaction(async (tx): Promise<PaidDepositOutcome | 'order' | null> => {
        const [row] = await tx
          .update(orderPayments)
          .set({
            status: 'paid',
            paid_at: now,
            vendor_ref: seen.vendorRef ?? payment.vendor_ref,
            updated_at: now,
          })
          .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'pending')))
          .returning({ id: orderPayments.id });
        if (!row) return null;
        // A deposit paid confirms its booking as the owner's "Terima" would, unless it was answered first
        // or its place was given up and taken since; the payment is recorded paid either way.
        if (payment.booking_id !== null)
          return placePaidBooking(tx, payment.company_id, payment.booking_id, now);
        if (payment.order_id !== null) {
          await tx
            .update(orders)
            .set({ status: 'paid', paid_at: now, updated_at: now })
            .where(and(eq(orders.id, payment.order_id), eq(orders.status, 'new')));
        }
        return 'order';
      });
      if (marked === null) return { outcome: 'settled' as const };
      if (marked === 'order' || marked === 'confirmed') log.info(PAID_LINES[marked]);
      else log.warn({ bookingId: payment.booking_id }, PAID_LINES[marked]);
      return { outcome: 'paid' as const };
    }
    if (seen.status === 'expired' || (payment.expires_at <= now && seen.status !== 'pending')) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orderPayments)
          .set({ status: 'expired', updated_at: now })
          .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'pending')))
          .returning({ id: orderPayments.id });
        // An unpaid deposit gives its booking's place up now: the time can be booked again.
        if (row && payment.booking_id !== null) {
          await tx
            .update(bookings)
            .set({ answer_by: now, updated_at: now })
            .where(and(eq(bookings.id, payment.booking_id), eq(bookings.status, 'pending')));
        }
      });
      log.info(
        payment.booking_id
          ? 'booking deposit expired unpaid: place released'
          : 'order payment expired unpaid',
      );
      return { outcome: 'expired' as const };
    }
    return { outcome: 'pending' as const };
  }

  /** The receipt: the order's code, total and payment, by slug and code only. */
  async function receipt(companyId: number, code: string) {
    const [row] = await db
      .select({ order: orders, payment: orderPayments })
      .from(orders)
      .leftJoin(orderPayments, eq(orderPayments.order_id, orders.id))
      .where(and(eq(orders.company_id, companyId), eq(orders.code, code)));
    if (!row) throw new NotFoundError('Pesanan tidak ditemukan');
    return row;
  }

  /** The deposit's receipt: the booking and its payment, by slug and code only. */
  async function depositReceipt(companyId: number, code: string) {
    const [row] = await db
      .select({ booking: bookings, payment: orderPayments })
      .from(bookings)
      .innerJoin(orderPayments, eq(orderPayments.booking_id, bookings.id))
      .where(and(eq(bookings.company_id, companyId), eq(bookings.code, code)));
    if (!row) throw new NotFoundError('Booking tidak ditemukan');
    return row;
  }

  return {
    settings: async (companyId: number) => view(await readRow(companyId)),
    saveSettings,
    assertOrdersOnline,
    payOrder,
    depositTerms,
    payDeposit,
    receiveWebhook,
    confirmPayment,
    receipt,
    depositReceipt,
  };
}

export type OwnerPayments = ReturnType<typeof createOwnerPayments>;

/** Whether any owner has stored keys: production then refuses to start without PAYMENT_KEYS_SECRET. */
export async function paymentKeysStored(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentSettings.company_id })
    .from(paymentSettings)
    .where(sql`${paymentSettings.keys_sealed} is not null`)
    .limit(1);
  return Boolean(row);
}
