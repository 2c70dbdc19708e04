// The site dates a release by its tag: the tagger date of an annotated tag, the commit date of a lightweight one,
// written in Beijing time (UTC+8), the time zone docs/releases/index.md states. Both upstream fixtures use this.

/** Hours east of UTC of the time zone the site writes release dates in. */
export const RELEASE_DATE_UTC_OFFSET = 8;

/**
 * Every tag of a clone with its date and time in Beijing time.
 * @param {(...args: string[]) => string} git runs git in the clone and returns stdout
 * @returns {Map<string, {date: string, time: string}>} tag name → {date: 'YYYY-MM-DD', time: 'YYYY-MM-DDTHH:MM:SS+08:00'}
 */
export function tagDates(git) {
  const dates = new Map();
  const out = git('for-each-ref', '--format=%(refname:short)%09%(objecttype)%09%(taggerdate:unix)%09%(committerdate:unix)%09%(*committerdate:unix)', 'refs/tags');
  for (const line of out.trim().split('\n')) {
    const [name, type, taggerDate, committerDate, peeledCommitterDate] = line.split('\t');
    const seconds = Number(type === 'tag' ? taggerDate || peeledCommitterDate : committerDate);
    const local = new Date((seconds + RELEASE_DATE_UTC_OFFSET * 3600) * 1000).toISOString().slice(0, 19);
    dates.set(name, {date: local.slice(0, 10), time: `${local}+0${RELEASE_DATE_UTC_OFFSET}:00`});
  }
  return dates;
}
