// Dates in the words Intl.DateTimeFormat('zh-CN', {timeZone: 'UTC', …}) uses, without Intl: the first
// Intl.DateTimeFormat of a page loads ICU's date data, a long task during hydration. This site has one
// locale and the Gregorian calendar. tests/unit/chineseDate.test.ts holds both functions to Intl's output.

/** "2025年9月15日", or "9月15日" without the year, for a date read in UTC as the blog plugin writes it. */
export function formatChineseDate(date: Date | string | number, {withYear}: {withYear: boolean}): string {
  const utc = new Date(date);
  const monthAndDay = `${utc.getUTCMonth() + 1}月${utc.getUTCDate()}日`;
  return withYear ? `${utc.getUTCFullYear()}年${monthAndDay}` : monthAndDay;
}

/**
 * A formatter for `new Intl.DateTimeFormat(locale, options)`: written by formatChineseDate when the options
 * ask for what it writes (zh-CN, Gregorian, UTC, numeric day, long or short month, numeric year or none),
 * otherwise the real Intl formatter. Only `format` is served without Intl.
 */
export function chineseDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Pick<Intl.DateTimeFormat, 'format'> {
  const {calendar = 'gregory', timeZone, day, month, year, ...other} = options;
  const writtenByHand =
    locale.toLowerCase() === 'zh-cn' &&
    calendar === 'gregory' &&
    timeZone === 'UTC' &&
    day === 'numeric' &&
    (month === 'long' || month === 'short') &&
    (year === undefined || year === 'numeric') &&
    Object.keys(other).length === 0;
  if (!writtenByHand) return new Intl.DateTimeFormat(locale, options);
  return {format: (date) => formatChineseDate(date ?? Date.now(), {withYear: year === 'numeric'})};
}
