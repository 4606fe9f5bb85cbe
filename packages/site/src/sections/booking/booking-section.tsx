import type { BookingModel } from './booking-model';

export const BOOKING_STYLESHEET = new URL('./booking.css', import.meta.url);

/** The offering and day fields: on the home page they ask the booking page for the free times. */
export function BookingPicker({ booking, idPrefix }: { booking: BookingModel; idPrefix: string }) {
  const { texts } = booking;
  return (
    <form className="booking-picker" method="get" action={booking.pageUrl}>
      <label className="booking-field" htmlFor={`${idPrefix}-offering`}>
        <span className="booking-label">{texts.offering}</span>
        <select
          id={`${idPrefix}-offering`}
          name="offering"
          defaultValue={booking.page?.offering ?? undefined}
          required
        >
          {booking.offerings.map((offering) => (
            <option key={offering.id} value={offering.id}>
              {offering.name} · {offering.duration}
              {offering.deposit && ` · ${texts.depositShort(offering.deposit)}`}
            </option>
          ))}
        </select>
      </label>
      <label className="booking-field" htmlFor={`${idPrefix}-date`}>
        <span className="booking-label">{texts.date}</span>
        <input
          id={`${idPrefix}-date`}
          type="date"
          name="date"
          min={booking.today}
          defaultValue={booking.page?.date ?? booking.today}
          required
        />
      </label>
      <button className="button button--primary booking-show" type="submit">
        {texts.showTimes}
      </button>
    </form>
  );
}

/** The home page's booking section: what can be booked, and the way to the free times. */
export function BookingSection({ booking }: { booking: BookingModel }) {
  return (
    <section id="booking" className="section booking" aria-labelledby="booking-heading">
      <div className="container booking-inner">
        <header className="section-header">
          <h2 className="section-title" id="booking-heading">
            {booking.texts.title}
          </h2>
          <p className="section-lead">{booking.texts.lead}</p>
        </header>
        <BookingPicker booking={booking} idPrefix="booking" />
      </div>
    </section>
  );
}
