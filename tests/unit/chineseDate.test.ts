import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {chineseDateTimeFormat, formatChineseDate} from '../../src/utils/chineseDate';

const intl = {
  withYear: new Intl.DateTimeFormat('zh-CN', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}),
  withoutYear: new Intl.DateTimeFormat('zh-CN', {month: 'long', day: 'numeric', timeZone: 'UTC'}),
};

/** Every day of 2024 (a leap year) and 2025, at midnight and just before the next one, in UTC. */
function isoDates(): string[] {
  const dates: string[] = [];
  for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
    dates.push(new Date(day).toISOString(), new Date(day + 86_399_000).toISOString());
  }
  return dates;
}

describe('formatChineseDate', () => {
  it('writes every date the way Intl.DateTimeFormat does for zh-CN in UTC', () => {
    for (const iso of isoDates()) {
      expect(formatChineseDate(iso, {withYear: true}), iso).toBe(intl.withYear.format(new Date(iso)));
      expect(formatChineseDate(iso, {withYear: false}), iso).toBe(intl.withoutYear.format(new Date(iso)));
    }
  });

  it('serves the only locale of the site', () => {
    expect(config.i18n.locales).toEqual(['zh-cn']);
  });

  it('serves the options theme-classic asks for without Intl, and every other request with Intl', () => {
    const handled: Intl.DateTimeFormatOptions[] = [
      {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
      {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
      {day: 'numeric', month: 'long', timeZone: 'UTC'},
    ];
    for (const options of handled) {
      const formatter = chineseDateTimeFormat('zh-cn', options);
      expect(formatter).not.toBeInstanceOf(Intl.DateTimeFormat);
      const reference = new Intl.DateTimeFormat('zh-cn', options);
      for (const iso of isoDates()) expect(formatter.format(new Date(iso)), `${JSON.stringify(options)} ${iso}`).toBe(reference.format(new Date(iso)));
    }
    const passedOn: [string, Intl.DateTimeFormatOptions][] = [
      ['en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}],
      ['zh-cn', {day: 'numeric', month: 'long', year: 'numeric'}],
      ['zh-cn', {day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC'}],
      ['zh-cn', {calendar: 'chinese', day: 'numeric', month: 'long', timeZone: 'UTC'}],
      ['zh-cn', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', weekday: 'long'}],
    ];
    for (const [locale, options] of passedOn) expect(chineseDateTimeFormat(locale, options)).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('reads a date-only front matter date as that day', () => {
    expect(formatChineseDate('2025-09-01', {withYear: true})).toBe('2025年9月1日');
  });
});
