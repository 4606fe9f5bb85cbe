import {
  CLOSED_LABEL,
  formatWhatsappNumber,
  hoursListToEditor,
  nextDisplayOrder,
  type OpeningHour,
  type OpeningHoursEditor,
  openingHoursEditorSchema,
  type Store,
  storeInputSchema,
} from '@webku/contract';
import { blankToNull, toFormText } from '@/lib/form-values';

// The store schema with the editor form of the hours (monday..sunday -> 'HH:MM - HH:MM' | 'Closed');
// its transform hands back the server's list form, and per-day issues land on the day's field. The
// store's "Pesan juga di" rows live beside the form (their own editor) and join the payload on saving.
export const storeFormSchema = storeInputSchema.omit({ opening_hours: true, order_links: true }).extend({
  opening_hours: openingHoursEditorSchema,
});

export type StoreFormValues = {
  name: string;
  city: string;
  address: string;
  google_map_url: string;
  whatsapp_number: string;
  google_review_url: string;
  store_image: string;
  display_order: string;
  is_active: boolean;
  opening_hours: OpeningHoursEditor;
};

// Hours start blank: the editor offers 09:00 - 21:00 as a suggestion the owner has to accept.
export function toStoreFormValues(store: Store | null, all: readonly unknown[]): StoreFormValues {
  return {
    name: store?.name ?? '',
    city: toFormText(store?.city),
    address: toFormText(store?.address),
    google_map_url: toFormText(store?.google_map_url),
    whatsapp_number: store?.whatsapp_number ? formatWhatsappNumber(store.whatsapp_number) : '',
    google_review_url: toFormText(store?.google_review_url),
    store_image: toFormText(store?.store_image),
    display_order: String(store?.display_order ?? nextDisplayOrder(all)),
    is_active: store?.is_active ?? true,
    opening_hours: hoursListToEditor(store?.opening_hours),
  };
}

type StoreFormOutput = ReturnType<typeof storeFormSchema.parse>;

export function toStorePayload(values: StoreFormOutput) {
  return { ...blankToNull(values), name: values.name, opening_hours: values.opening_hours };
}

const SHORT_DAYS: Record<string, string> = {
  monday: 'Sen',
  tuesday: 'Sel',
  wednesday: 'Rab',
  thursday: 'Kam',
  friday: 'Jum',
  saturday: 'Sab',
  sunday: 'Min',
};

// One line for the list: 'Setiap hari 09:00 - 21:00', or the open days count with the closed days named.
// Without hours the public site shows none, so the list says so.
export function hoursSummary(hours: readonly OpeningHour[]): string {
  if (hours.length === 0) return 'Belum diisi — jam buka tidak ditampilkan di website';
  const texts = hours.map((hour) =>
    hour.is_closed ? CLOSED_LABEL : `${hour.opening_time} - ${hour.closing_time}`,
  );
  if (hours.length === 7 && texts.every((text) => text === texts[0])) {
    return texts[0] === CLOSED_LABEL ? 'Tutup setiap hari' : `Setiap hari ${texts[0]}`;
  }
  const closed = hours.filter((hour) => hour.is_closed).map((hour) => SHORT_DAYS[hour.day_of_week]);
  const open = hours.length - closed.length;
  return closed.length ? `Buka ${open} hari · tutup ${closed.join(', ')}` : `Buka ${open} hari`;
}
