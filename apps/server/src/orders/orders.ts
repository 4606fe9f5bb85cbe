import { randomInt } from 'node:crypto';
import {
  formatRupiah,
  type Order,
  type OrderItemKind,
  type OrderRequest,
  type OrderStatusInput,
  type PlacedOrder,
  type WebLanguage,
} from '@webku/contract';
import {
  companies,
  type Db,
  type DbOrTx,
  desc,
  eq,
  footerSettings,
  inArray,
  isUniqueViolation,
  menuItems,
  merchandiseItems,
  orderItems,
  orders,
  webSettings,
} from '@webku/db';
import { buildOrderMessage, orderMessageTexts, siteTexts, whatsappLink } from '@webku/site';
import { ConflictError, ValidationError } from '../errors';
import { readSiteLanguages, siteLanguageList } from '../site-content/site-languages';
import { ownedBy, tenantStore } from '../site-content/tenant-store';

// Orders sent from the site's order list, each line kept at the database's price of that moment, and
// the owner's list of them ("Pesanan") with the status they set.

/** The company an order is made with, as the tenant directory found it. */
export type OrderCompany = { id: number; name: string };

const orderStore = tenantStore(orders, { notFound: 'Pesanan tidak ditemukan' });
const lineStore = tenantStore(orderItems, { notFound: 'Baris pesanan tidak ditemukan' });

// Letters and digits that cannot be misread for each other when a customer types the code back.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The owner's list shows this many of the newest orders; older ones stay until the retention sweep. */
export const ORDER_LIST_LIMIT = 500;

const ITEM_TABLE = { menu: menuItems, merchandise: merchandiseItems } as const;
const ID_FIELD: Record<OrderItemKind, string> = { menu: 'menu_item_id', merchandise: 'merchandise_id' };

type WantedLine = { kind: OrderItemKind; id: number; quantity: number };
type PricedLine = { kind: OrderItemKind; item_id: number; name: string; price: number; quantity: number };

// Two lines of one item become one, in the place of the first; their sum keeps the quantity's limit.
function wantedLines(input: OrderRequest): WantedLine[] {
  const lines = new Map<string, WantedLine>();
  for (const line of input.items) {
    const kind: OrderItemKind = line.menu_item_id === undefined ? 'merchandise' : 'menu';
    const id = (line.menu_item_id ?? line.merchandise_id) as number;
    const key = `${kind}-${id}`;
    const quantity = (lines.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > 99)
      throw new ValidationError(`Jumlah (quantity) ${ID_FIELD[kind]} ${id} maksimal 99 dalam satu pesanan`);
    lines.set(key, { kind, id, quantity });
  }
  return [...lines.values()];
}

async function itemsOf(db: DbOrTx, companyId: number, kind: OrderItemKind, ids: number[]) {
  if (!ids.length)
    return new Map<number, typeof menuItems.$inferSelect | typeof merchandiseItems.$inferSelect>();
  const table = ITEM_TABLE[kind];
  const rows = await db
    .select()
    .from(table)
    .where(ownedBy(table, companyId, inArray(table.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

// What a customer reads when an order is refused after it left the page, in the page's language: the
// site shows the server's words as they come.
const REFUSALS: Record<
  WebLanguage,
  {
    gone: (kind: OrderItemKind, id: number) => string;
    soldOut: (name: string) => string;
    overLimit: (max: string) => string;
  }
> = {
  indonesia: {
    gone: (kind, id) =>
      `Item ${ID_FIELD[kind]} ${id} tidak ada di ${kind === 'menu' ? 'menu' : 'merchandise'} toko ini; muat ulang halaman lalu pesan lagi`,
    soldOut: (name) => `${name} sedang habis; hapus dari pesanan lalu kirim lagi`,
    overLimit: (max) =>
      `Total pesanan melebihi batas satu pembayaran QRIS (${max}); kurangi jumlah (quantity) atau kirim lewat WhatsApp`,
  },
  english: {
    gone: (kind, id) =>
      `Item ${ID_FIELD[kind]} ${id} is no longer on this shop's ${kind === 'menu' ? 'menu' : 'merchandise'}; reload the page and order again`,
    soldOut: (name) => `${name} is sold out; remove it from your order and send it again`,
    overLimit: (max) =>
      `The order total is over the limit of one QRIS payment (${max}); lower a quantity (quantity) or send it on WhatsApp`,
  },
};

/**
 * Each line with the item's name and price as the database holds them now; unknown and "Habis" items
 * refused in the customer's language, a sold-out item by the name their page showed.
 */
async function priceLines(
  db: DbOrTx,
  companyId: number,
  wanted: WantedLine[],
  now: number,
  language: WebLanguage,
) {
  const found = {
    menu: await itemsOf(
      db,
      companyId,
      'menu',
      wanted.filter((line) => line.kind === 'menu').map((line) => line.id),
    ),
    merchandise: await itemsOf(
      db,
      companyId,
      'merchandise',
      wanted.filter((line) => line.kind === 'merchandise').map((line) => line.id),
    ),
  };
  return wanted.map(({ kind, id, quantity }): PricedLine => {
    const item = found[kind].get(id);
    if (!item?.is_active) throw new ValidationError(REFUSALS[language].gone(kind, id));
    const soldOut = item.sold_out && (item.sold_out_until === null || item.sold_out_until.getTime() > now);
    if (soldOut)
      throw new ValidationError(REFUSALS[language].soldOut(item.translations?.[language]?.name ?? item.name));
    return { kind, item_id: id, name: item.name, price: Math.max(0, item.price), quantity };
  });
}

/** Where the order goes: the business's WhatsApp number while ordering is on, its name and languages. */
async function readShop(db: DbOrTx, company: OrderCompany) {
  const [row] = await db
    .select({
      whatsapp: webSettings.whatsapp_number,
      ordering: webSettings.is_whatsapp_order_enabled,
      shop: footerSettings.shop_name,
    })
    .from(companies)
    .leftJoin(webSettings, eq(webSettings.company_id, companies.id))
    .leftJoin(footerSettings, eq(footerSettings.company_id, companies.id))
    .where(eq(companies.id, company.id));
  if (!row?.whatsapp || row.ordering === false)
    throw new ConflictError(
      'Toko ini belum menerima pesanan lewat website; hubungi lewat WhatsApp atau telepon',
    );
  const languages = siteLanguageList(await readSiteLanguages(db, company.id));
  return { whatsapp: row.whatsapp, name: row.shop?.trim() || company.name, languages };
}

const total = (lines: readonly { price: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** What an order paid online must keep to: the vendor's ceiling for one QRIS payment. */
export type OrderLimits = { maxTotal?: number };

/**
 * Records a customer's order and answers the WhatsApp chat that sends it to the shop, with its code.
 * Paying online (pay_online) is the caller's next step, for the total recorded here.
 */
export async function placeOrder(
  db: Db,
  company: OrderCompany,
  input: OrderRequest,
  now = Date.now(),
  limits: OrderLimits = {},
): Promise<PlacedOrder> {
  const wanted = wantedLines(input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const shop = await readShop(tx, company);
        const language = input.language && shop.languages.includes(input.language) ? input.language : null;
        const reader = language ?? shop.languages[0] ?? 'indonesia';
        const lines = await priceLines(tx, company.id, wanted, now, reader);
        if (limits.maxTotal !== undefined && total(lines) > limits.maxTotal)
          throw new ValidationError(REFUSALS[reader].overLimit(formatRupiah(limits.maxTotal)));
        const order = await orderStore.insert(tx, company.id, {
          code: newCode(),
          total: total(lines),
          customer_name: input.customer_name,
          customer_whatsapp: input.customer_whatsapp,
          note: input.note || null,
          language,
          created_at: new Date(now),
        });
        await lineStore.insertMany(
          tx,
          company.id,
          lines.map((line, position) => ({ ...line, order_id: order.id, position })),
        );
        const texts = orderMessageTexts(siteTexts(reader).order, shop.name);
        const message = buildOrderMessage(lines, order.note ?? '', texts, {
          customer: order.customer_name,
          code: order.code,
        });
        return {
          code: order.code,
          status: 'new' as const,
          total: order.total,
          whatsapp_url: whatsappLink(shop.whatsapp, message),
        };
      });
    } catch (error) {
      // Another order of this company took the same code at the same moment: draw again.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

type OrderRow = typeof orders.$inferSelect;

async function withLines(db: DbOrTx, companyId: number, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(ownedBy(orderItems, companyId, inArray(orderItems.order_id, ids)))
        .orderBy(orderItems.order_id, orderItems.position)
    : [];
  return rows.map((row) => ({
    id: row.id,
    ...orderRecord(
      row,
      lines.filter((line) => line.order_id === row.id),
    ),
  }));
}

/** An order and its lines as the owner's list and a backup both show them (the list adds the id). */
export function orderRecord(row: OrderRow, lines: (typeof orderItems.$inferSelect)[]): Omit<Order, 'id'> {
  return {
    code: row.code,
    status: row.status,
    total: row.total,
    items: lines.map(({ kind, name, price, quantity }) => ({ kind, name, price, quantity })),
    customer_name: row.customer_name,
    customer_whatsapp: row.customer_whatsapp,
    note: row.note,
    language: row.language,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

/** The company's orders, newest first. */
export async function listOrders(db: Db, companyId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, companyId))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(ORDER_LIST_LIMIT);
  return withLines(db, companyId, rows);
}

/** The owner marks an order done or cancelled; another company's id is not found. */
export async function setOrderStatus(
  db: Db,
  companyId: number,
  id: number,
  { status }: OrderStatusInput,
): Promise<Order> {
  const row = await orderStore.update(db, { companyId, id }, { status, updated_at: new Date() });
  const [order] = await withLines(db, companyId, [row]);
  return order as Order;
}

export function createOrders(db: Db) {
  return {
    place: (company: OrderCompany, input: OrderRequest, limits?: OrderLimits) =>
      placeOrder(db, company, input, Date.now(), limits),
    list: (companyId: number) => listOrders(db, companyId),
    setStatus: (companyId: number, id: number, input: OrderStatusInput) =>
      setOrderStatus(db, companyId, id, input),
  };
}

export type Orders = ReturnType<typeof createOrders>;
