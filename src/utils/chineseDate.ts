// Blog archive dates in the words Intl.DateTimeFormat('zh-CN', {timeZone: 'UTC', …}) uses, without Intl and
// without theme-common's internal useDateTimeFormat (UPGRADING.md); this site has one locale and the
// Gregorian calendar. tests/unit/chineseDate.test.ts holds it to Intl's output.

/** "2025年9月15日", or "9月15日" without the year, for an ISO date read in UTC as the blog plugin writes it. */
export function formatChineseDate(isoDate: string, {withYear}: {withYear: boolean}): string {
  const date = new Date(isoDate);
  const monthAndDay = `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  return withYear ? `${date.getUTCFullYear()}年${monthAndDay}` : monthAndDay;
}
