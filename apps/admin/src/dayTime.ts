// Days picked in forms and DateTime fields in the schema.

/** dayToDateTime turns a picked day ("2026-11-21") into midnight UTC of that day (RFC 3339). */
export const dayToDateTime = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;

/** dateTimeToDay shows a DateTime as the day a DateInput edits (in UTC, as it was saved). */
export const dateTimeToDay = (value: unknown): string =>
  typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : '';
