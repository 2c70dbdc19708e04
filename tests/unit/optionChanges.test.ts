// src/data/reference/option-changes.json (the 4.12.0 → 5.x option changes the migration guide renders) against the
// recordings of both packages (api-4x.json, api-5x.json, scripts/reference/record-api.mjs) and the option history
// read from the upstream source at every tag (option-history.json, scripts/reference/record-option-history.mjs):
// every option only one line has, every recorded default that differs and every deprecation is listed, with the
// release the history names, and nothing is listed that the recordings contradict.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

interface Recording {
  version: string;
  options: {name: string}[];
  defaults: Record<string, unknown>;
}
interface Stretch {
  first: string;
  firstRelease: string;
  last: string;
  removedAt: string | null;
}
interface History {
  newest: string;
  options: Record<string, {in4120: boolean; inNewest: boolean; stretches: Stretch[]; internal?: boolean; deprecatedSinceRelease?: string}>;
}
interface Change {
  option: string;
  change: 'added' | 'removed' | 'renamed' | 'default' | 'deprecated';
  since: string;
  to?: string;
  replacement?: string;
  default4?: string;
  default5?: string;
  internal?: boolean;
  evidence: string;
}

const read = <T>(name: string): T => JSON.parse(readFileSync(`src/data/reference/${name}`, 'utf8')) as T;
const api4 = read<Recording>('api-4x.json');
const api5 = read<Recording>('api-5x.json');
const history = read<History>('option-history.json');
const {from, to, changes} = read<{from: string; to: string; changes: Change[]}>('option-changes.json');

const names = (recording: Recording) => new Set(recording.options.map((option) => option.name));
const only = (a: Set<string>, b: Set<string>) => [...a].filter((name) => !b.has(name)).sort();
const tagVersion = (tag: string | null | undefined) => tag?.replace(/^weapp-tailwindcss@/, '');
const of = (kind: Change['change']) => changes.filter((change) => change.change === kind);

describe('option changes 4.12.0 → 5.x', () => {
  it('is about the two recorded versions', () => {
    expect([from, to]).toEqual([api4.version, api5.version]);
    expect(tagVersion(history.newest)).toBe(api5.version);
  });

  it('every option only 5.x has is added or the new name of a renamed one, from the release the history names', () => {
    const listed = [...of('added').map((change) => change.option), ...of('renamed').map((change) => change.to ?? '')].sort();
    expect(listed).toEqual(only(names(api5), names(api4)));
    for (const change of of('added')) {
      expect(change.since, change.option).toBe(tagVersion(history.options[change.option]?.stretches[0]?.firstRelease));
      expect(Boolean(change.internal), change.option).toBe(Boolean(history.options[change.option]?.internal));
    }
  });

  it('every option only 4.12.0 has is removed or renamed, at the first release without it', () => {
    const listed = [...of('removed'), ...of('renamed')].map((change) => change.option).sort();
    expect(listed).toEqual(only(names(api4), names(api5)));
    for (const change of of('removed')) {
      const gone = history.options[change.option]?.stretches.at(-1)?.removedAt;
      expect(gone, change.option).toBeTruthy();
      // The first release at or after the tag where it was gone.
      expect(compare(change.since, tagVersion(gone) ?? '')).toBeGreaterThanOrEqual(0);
    }
    for (const change of of('renamed')) {
      expect(tagVersion(history.options[change.to ?? '']?.stretches[0]?.firstRelease), change.option).toBe(change.since);
      expect(tagVersion(history.options[change.option]?.stretches.at(-1)?.removedAt), change.option).toBe(change.since);
    }
  });

  it('every option of both whose recorded default differs is listed with both defaults', () => {
    const common = [...names(api4)].filter((name) => names(api5).has(name));
    const differing = common.filter((name) => JSON.stringify(api4.defaults[name]) !== JSON.stringify(api5.defaults[name])).sort();
    const listed = of('default');
    // Defaults the recordings hold as values must be written as those values; a default that no recording holds
    // (cssCalc: not set by getDefaultOptions) or that is a function is described in words, with its evidence.
    for (const change of listed) {
      const recorded4 = api4.defaults[change.option];
      const recorded5 = api5.defaults[change.option];
      if (isPlainValue(recorded4)) expect(JSON.parse(change.default4 ?? 'null'), change.option).toEqual(recorded4);
      if (isPlainValue(recorded5)) expect(JSON.parse(change.default5 ?? 'null'), change.option).toEqual(recorded5);
    }
    expect(differing.filter((name) => !listed.some((change) => change.option === name))).toEqual([]);
  });

  it('every deprecation the 5.x source marks is listed from the release it began in', () => {
    const deprecated = Object.entries(history.options).filter(([, entry]) => entry.deprecatedSinceRelease);
    expect(of('deprecated').map((change) => change.option).sort()).toEqual(deprecated.map(([name]) => name).sort());
    for (const [name, entry] of deprecated) {
      expect(of('deprecated').find((change) => change.option === name)?.since, name).toBe(tagVersion(entry.deprecatedSinceRelease));
    }
  });

  it('every change names a 5.x release and gives its evidence', () => {
    for (const change of changes) {
      expect(change.since, change.option).toMatch(/^5\.\d+\.\d+$/);
      expect(compare(change.since, api5.version), change.option).toBeLessThanOrEqual(0);
      expect(change.evidence.length, change.option).toBeGreaterThan(20);
    }
  });
});

/** Recorded as a value (not a function's probe results, not unset). */
function isPlainValue(value: unknown): boolean {
  if (value === undefined || value === '<function>') return false;
  if (value && typeof value === 'object' && ('$function' in value || '$undefined' in value)) return false;
  return true;
}

function compare(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0));
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] - y[index];
  return 0;
}
