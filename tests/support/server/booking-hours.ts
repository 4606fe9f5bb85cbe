const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Booking hours open every day of the week from `opening` to `closing` ('HH:MM'), as the admin sends them. */
export const everyDay = (opening: string, closing: string) =>
  WEEK.map((day) => ({ day_of_week: day, opening_time: opening, closing_time: closing, is_closed: false }));
