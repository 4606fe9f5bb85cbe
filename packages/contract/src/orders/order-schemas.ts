import { z } from 'zod';
import { customerWhatsappSchema } from '../bookings/booking-schemas';
import { WEB_LANGUAGES } from '../enums/web-languages';
import { idSchema, isoDateTimeSchema, MAX_ID, optionalText, requiredText } from '../schemas/fields';
import { orderPaymentSchema } from './payment-schemas';

// Orders: what a customer sends from the site's order list, kept with the prices of that moment.

/** 'paid' is set by an online payment; the owner marks an order 'done' or 'cancelled'. */
export const ORDER_STATUSES = ['new', 'paid', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the owner (or a Kasir) may set by hand. */
export const ORDER_OWNER_STATUSES = ['done', 'cancelled'] as const;

/** What an order line names: an item of the menu or of the merchandise. */
export const ORDER_ITEM_KINDS = ['menu', 'merchandise'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

export const ORDER_LIMITS = {
  lines: 50,
  /** Of one item, as the site's order list allows. */
  quantity: 99,
  note: 300,
  customerName: 80,
} as const;

const quantitySchema = z
  .number({ error: 'Jumlah (quantity) harus berupa angka' })
  .int({ error: 'Jumlah (quantity) harus bilangan bulat' })
  .min(1, { error: 'Jumlah (quantity) minimal 1' })
  .max(ORDER_LIMITS.quantity, { error: `Jumlah (quantity) maksimal ${ORDER_LIMITS.quantity}` });

const lineIdSchema = (field: string) => {
  const error = `Item (${field}) harus berupa id angka`;
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error });
};

/** One line: a menu item or a merchandise item, never both; a price sent along is ignored. */
const orderLineSchema = z
  .object({
    menu_item_id: lineIdSchema('menu_item_id').optional(),
    merchandise_id: lineIdSchema('merchandise_id').optional(),
    quantity: quantitySchema,
  })
  .refine((line) => (line.menu_item_id === undefined) !== (line.merchandise_id === undefined), {
    error: 'Setiap item pesanan berisi satu menu_item_id atau satu merchandise_id',
  });

/** A customer's order, as the public site sends it. */
export const orderRequestSchema = z.object({
  items: z
    .array(orderLineSchema, { error: 'Daftar pesanan (items) wajib diisi' })
    .min(1, { error: 'Pesanan masih kosong: tambahkan minimal satu item' })
    .max(ORDER_LIMITS.lines, { error: `Pesanan maksimal ${ORDER_LIMITS.lines} item berbeda` }),
  customer_name: requiredText('customer_name', ORDER_LIMITS.customerName).refine(
    (name) => !/[\r\n]/.test(name),
    { error: 'Nama cukup satu baris' },
  ),
  customer_whatsapp: customerWhatsappSchema,
  note: optionalText('note', ORDER_LIMITS.note),
  /** The language of the page the order was sent from; left out (or not one of the site's): the site's own. */
  language: z
    .enum(WEB_LANGUAGES, { error: `Bahasa (language) harus ${WEB_LANGUAGES.join(' atau ')}` })
    .optional(),
  /** Pay through the owner's gateway now; refused unless the owner turned online payment of orders on. */
  pay_online: z.boolean({ error: 'Bayar online (pay_online) harus ya atau tidak' }).optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** What the customer's order answers: the code to quote, the total from the database and the chat. */
export const placedOrderSchema = z.object({
  code: z.string(),
  status: z.literal('new'),
  total: z.number(),
  whatsapp_url: z.string(),
  /** With pay_online: the transaction at the owner's gateway for the order's exact total. */
  payment: orderPaymentSchema.optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** A line as it was ordered: the item's name and price at that moment. */
export const orderItemSchema = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as the owner's list reads it. */
export const orderSchema = z.object({
  id: idSchema,
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  items: z.array(orderItemSchema),
  customer_name: z.string(),
  customer_whatsapp: z.string(),
  note: z.string().nullable(),
  /** The language of the page the customer ordered on; null: the site's own. */
  language: z.enum(WEB_LANGUAGES).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusInputSchema = z.object({
  status: z.enum(ORDER_OWNER_STATUSES, {
    error: "Status pesanan (status) harus 'done' (selesai) atau 'cancelled' (dibatalkan)",
  }),
});
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>;

/** The company's orders as a backup or a restore point carries them. */
export const ordersBackupSchema = z
  .array(
    z.object({
      code: z.string().regex(/^[A-Z0-9]{4,12}$/),
      status: z.enum(ORDER_STATUSES),
      total: z.number().min(0),
      items: z
        .array(
          z.object({
            kind: z.enum(ORDER_ITEM_KINDS),
            name: z.string().min(1).max(200),
            price: z.number().min(0),
            quantity: z.number().int().min(1).max(ORDER_LIMITS.quantity),
          }),
        )
        .min(1)
        .max(ORDER_LIMITS.lines),
      customer_name: z.string().min(1).max(ORDER_LIMITS.customerName),
      customer_whatsapp: z.string().regex(/^\d{6,15}$/),
      note: z.string().max(ORDER_LIMITS.note).nullable(),
      language: z.enum(WEB_LANGUAGES).nullable(),
      created_at: isoDateTimeSchema,
      paid_at: isoDateTimeSchema.nullable(),
    }),
  )
  .max(50_000);
export type OrdersBackup = z.infer<typeof ordersBackupSchema>;
