// The year as the shop reads it. Server and browser may sit in different time zones (a UTC server, an
// IST phone): read in either's own zone, they disagree for hours around New Year and the copyright line
// would fail hydration. Every storefront is an Indian shop, so both read the year in India.
const INDIA_YEAR = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** The current year in India (IST), e.g. 2025. */
export function shopYear(now: Date = new Date()): number {
  return Number(INDIA_YEAR.format(now));
}
