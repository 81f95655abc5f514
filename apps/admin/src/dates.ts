/** DATE_TIME is how the back office shows moments: "Nov 21, 2026, 7:11 PM". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
