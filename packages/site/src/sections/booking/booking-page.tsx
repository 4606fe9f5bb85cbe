import { addMonths, type BookingTime, type StayUnit, type WebLanguage } from '@webku/contract';
import type { ReactNode } from 'react';
import { type BookingModel, stayEnds, wallClock } from './booking-model';
import { BookingPicker } from './booking-section';

/**
 * The booking page: the picker again, then the day's free times with the customer's name and WhatsApp
 * number. The form posts to the API, which answers with the WhatsApp chat (or back here with a refusal).
 */
export function BookingPage({ booking, language }: { booking: BookingModel; language: WebLanguage }) {
  const { texts, page } = booking;
  const times = page?.times ?? null;
  const offering = booking.offerings.find((item) => item.id === page?.offering);
  return (
    <article className="booking-page">
      <div className="container container--narrow">
        <h1 className="booking-page-title">{texts.pageTitle}</h1>
        <p className="section-lead">{texts.lead}</p>
        {page?.refused && (
          <p className="booking-refused" role="alert">
            {texts.refused[page.refused]}
          </p>
        )}
        <BookingPicker booking={booking} idPrefix="booking-page" />
        {offering && offering.unit !== 'time' && page?.date && times ? (
          <StayChoice
            booking={booking}
            unit={offering.unit}
            first={offering.unit === 'month' ? addMonths(page.date, 0) : page.date}
            freeDays={times}
            language={language}
          />
        ) : (
          times && <TimeChoice booking={booking} times={times} language={language} />
        )}
      </div>
    </article>
  );
}

function dayLabel(day: string, language: WebLanguage) {
  return new Intl.DateTimeFormat(language === 'english' ? 'en-GB' : 'id-ID', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T00:00:00Z`));
}

// A kos's first month ('Januari 2027') and the day its stay ends ('1 Apr 2027').
const monthLabel = (day: string, language: WebLanguage) => labelOf(day, language, { month: 'long' });
const fullDayLabel = (day: string, language: WebLanguage) =>
  labelOf(day, language, { day: 'numeric', month: 'short' });
function labelOf(day: string, language: WebLanguage, parts: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(language === 'english' ? 'en-GB' : 'id-ID', {
    timeZone: 'UTC',
    year: 'numeric',
    ...parts,
  }).format(new Date(`${day}T00:00:00Z`));
}

type ChoiceProps = { booking: BookingModel; language: WebLanguage };

// A time of day: the day's free times as a grid of choices.
function TimeChoice({ booking, times, language }: ChoiceProps & { times: readonly BookingTime[] }) {
  const { texts, page } = booking;
  if (times.length === 0 || !page?.offering) return <p className="booking-empty">{texts.noTimes}</p>;
  return (
    <RequestForm booking={booking} offering={page.offering}>
      <fieldset className="booking-times">
        <legend className="booking-label">{texts.pickTime}</legend>
        <div className="booking-time-list">
          {times.map((time, index) => (
            <label key={time.start} className="booking-time">
              <input type="radio" name="start" value={time.start} required defaultChecked={index === 0} />
              <span>
                {wallClock(time.start, language)}
                {time.places_left !== undefined && (
                  <small className="booking-time-left">{texts.placesLeft(time.places_left)}</small>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </RequestForm>
  );
}

// Nights, days or months: the first day (or month) picked, and how many free ones in a row follow it.
function StayChoice({
  booking,
  unit,
  first,
  freeDays,
  language,
}: ChoiceProps & { unit: StayUnit; first: string; freeDays: readonly BookingTime[] }) {
  const { texts, page } = booking;
  const ends = stayEnds(first, freeDays, unit);
  if (ends.length === 0 || !page?.offering) return <p className="booking-empty">{texts.noStay}</p>;
  return (
    <RequestForm booking={booking} offering={page.offering}>
      <input type="hidden" name="start" value={first} />
      <p className="booking-stay-first">
        <span className="booking-label">{texts.stayFirst[unit]}</span>{' '}
        {unit === 'month' ? monthLabel(first, language) : dayLabel(first, language)}
      </p>
      <label className="booking-field" htmlFor="booking-end">
        <span className="booking-label">{texts.stayLength[unit]}</span>
        <select id="booking-end" name="end" required>
          {ends.map(({ end, count }) => (
            <option key={end} value={end}>
              {texts.stayEnd(
                count,
                unit,
                unit === 'month' ? fullDayLabel(end, language) : dayLabel(end, language),
              )}
            </option>
          ))}
        </select>
      </label>
    </RequestForm>
  );
}

// The request itself: what was chosen above, then who asks; posted as a form.
function RequestForm({
  booking,
  offering,
  children,
}: {
  booking: BookingModel;
  offering: number;
  children: ReactNode;
}) {
  const { texts } = booking;
  const deposit = booking.offerings.find((item) => item.id === offering)?.deposit ?? null;
  return (
    <form className="booking-request" method="post" action={booking.submitUrl}>
      <input type="hidden" name="offering_id" value={offering} />
      <input type="hidden" name="return_to" value={booking.pageUrl} />
      {children}
      <label className="booking-field" htmlFor="booking-name">
        <span className="booking-label">{texts.name}</span>
        <input id="booking-name" name="customer_name" autoComplete="name" maxLength={80} required />
      </label>
      <label className="booking-field" htmlFor="booking-whatsapp">
        <span className="booking-label">{texts.whatsapp}</span>
        <input
          id="booking-whatsapp"
          name="customer_whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          required
          aria-describedby="booking-whatsapp-hint"
        />
        <span className="booking-hint" id="booking-whatsapp-hint">
          {texts.whatsappHint}
        </span>
      </label>
      <button className="button button--primary button--large booking-send" type="submit">
        {deposit ? texts.depositSend : texts.send}
      </button>
      <p className="booking-note">{deposit ? texts.depositNote(deposit) : texts.note}</p>
    </form>
  );
}
