// The year as the shop reads it. Server and browser may sit in different time zones (a UTC server, an
// IST phone): read in either's own zone, they disagree for hours around New Year and the copyright line
// would fail hydration. Every storefront is an Indian shop, so both read the year in India.
// India has kept UTC+05:30 all year since 1945, so this is arithmetic, not an Intl.DateTimeFormat with
// a time zone: building one loads ICU's zone data, milliseconds of a cheap phone's first page.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The current year in India (IST), e.g. 2025. */
export function shopYear(now: Date = new Date()): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
}
