import type { WebLanguage } from '@webku/contract';
import { type BookingModel, wallClock } from './booking-model';
import { BookingPicker } from './booking-section';

/**
 * The booking page: the picker again, then the day's free times with the customer's name and WhatsApp
 * number. The form posts to the API, which answers with the WhatsApp chat (or back here with a refusal).
 */
export function BookingPage({ booking, language }: { booking: BookingModel; language: WebLanguage }) {
  const { texts, page } = booking;
  const times = page?.times ?? null;
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
        {times && times.length === 0 && <p className="booking-empty">{texts.noTimes}</p>}
        {times && times.length > 0 && page?.offering && (
          <form className="booking-request" method="post" action={booking.submitUrl}>
            <input type="hidden" name="offering_id" value={page.offering} />
            <input type="hidden" name="return_to" value={booking.pageUrl} />
            <fieldset className="booking-times">
              <legend className="booking-label">{texts.pickTime}</legend>
              <div className="booking-time-list">
                {times.map((time, index) => (
                  <label key={time.start} className="booking-time">
                    <input
                      type="radio"
                      name="start"
                      value={time.start}
                      required
                      defaultChecked={index === 0}
                    />
                    <span>{wallClock(time.start, language)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
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
              {texts.send}
            </button>
            <p className="booking-note">{texts.note}</p>
          </form>
        )}
      </div>
    </article>
  );
}
