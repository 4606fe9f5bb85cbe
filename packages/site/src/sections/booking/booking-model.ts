import {
  API,
  API_BASE,
  addDays,
  addMonths,
  type BookingTime,
  type BookingUnit,
  formatRupiah,
  type PublicPayload,
  type WebLanguage,
  zoneNameOfTime,
} from '@webku/contract';
import type { MenuBooking } from '../../data/menu-model';
import { BOOKING_TEXTS, type BookingRefusal, type BookingTexts } from './booking-texts';

/** What the booking page was asked for: the offering and day picked, their free times, a refusal to show. */
export type BookingPageState = {
  offering: number | null;
  date: string | null;
  /** Null until an offering and a day are picked. */
  times: BookingTime[] | null;
  refused: BookingRefusal | null;
};

export type BookingOfferingView = {
  id: number;
  name: string;
  unit: BookingUnit;
  duration: string;
  /** The deposit paid online on booking ('Rp50.000', '30% dari harga'), or null. */
  deposit: string | null;
};

export type BookingModel = {
  texts: BookingTexts;
  offerings: BookingOfferingView[];
  /** The booking page: the section's form asks it for the free times. */
  pageUrl: string;
  /** Where the request is sent (a form post works without JavaScript). */
  submitUrl: string;
  /** The earliest day the date field offers, in the site's zone. */
  today: string;
  page: BookingPageState | null;
};

export function buildBookingModel(input: {
  payload: PublicPayload;
  language: WebLanguage;
  basePath: string;
  today: string;
  page: BookingPageState | null;
}): BookingModel | null {
  const booking = input.payload.booking;
  if (!booking?.offerings.length) return null;
  const texts = BOOKING_TEXTS[input.language];
  return {
    texts,
    offerings: booking.offerings.map((offering) => ({
      id: offering.id,
      name: offering.name,
      unit: offering.unit,
      duration:
        offering.unit === 'time' ? texts.duration(offering.duration_minutes) : texts.per[offering.unit],
      deposit: offering.deposit
        ? formatRupiah(offering.deposit)
        : offering.deposit_percent
          ? texts.depositShare(offering.deposit_percent)
          : null,
    })),
    pageUrl: `${input.basePath.replace(/\/+$/, '')}/booking`,
    submitUrl: `${API_BASE}${API.public.bookings(input.payload.company.slug)}`,
    today: input.today,
    page: input.page,
  };
}

/** A bookable menu item's way in: the booking page with it picked (the day is today there, in the site's zone). */
export function menuBooking(booking: BookingModel | null): MenuBooking | null {
  if (!booking) return null;
  const bookable = new Set(booking.offerings.map((offering) => offering.id));
  return {
    label: booking.texts.cta,
    href: (itemId) => (bookable.has(itemId) ? `${booking.pageUrl}?offering=${itemId}` : null),
  };
}

/**
 * '2026-11-30T10:00:00+08:00' → '10.00 WITA' (or '10:00 WITA' in English): the site's own wall clock, never
 * the reader's, named by its zone as the WhatsApp message names it.
 */
export const wallClock = (iso: string, language: WebLanguage) =>
  [iso.slice(11, 16).replace(':', language === 'english' ? ':' : '.'), zoneNameOfTime(iso)]
    .filter(Boolean)
    .join(' ');

/**
 * A stay's possible ends from its first day (a month's first for months): one more unit for each free one
 * in a row, as check-out dates.
 */
export function stayEnds(
  first: string,
  freeDays: readonly BookingTime[],
  unit: 'night' | 'day' | 'month' = 'night',
): { end: string; count: number }[] {
  const free = new Set(freeDays.map((day) => day.start.slice(0, 10)));
  const after = (count: number) => (unit === 'month' ? addMonths(first, count) : addDays(first, count));
  const ends: { end: string; count: number }[] = [];
  for (let count = 1; free.has(after(count - 1)); count += 1) ends.push({ end: after(count), count });
  return ends;
}
