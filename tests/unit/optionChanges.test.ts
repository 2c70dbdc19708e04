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

// The migration guide shows the list as tables (docs/migrations/v4-and-v5.mdx, 配置项的变化): every change of
// option-changes.json is in the table of its kind with the same release, and the tables list nothing else.
describe('the migration guide’s option tables', () => {
  const page = readFileSync('docs/migrations/v4-and-v5.mdx', 'utf8');
  /** Rows of the first table after the heading with this id: cells, with the option names of the first cell. */
  const rows = (id: string) => {
    const start = page.indexOf(`{#${id}}`);
    expect(start, id).toBeGreaterThan(-1);
    const section = page.slice(start, page.indexOf('\n#', start));
    return section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
        return {names: [...cells[0].matchAll(/`([^`]+)`/g)].map((match) => match[1]), cells};
      });
  };
  const sinceOf = (table: ReturnType<typeof rows>, name: string, column: number) => table.find((row) => row.names.includes(name))?.cells[column];

  it('list every added option (and every new name) with its release', () => {
    const table = rows('options-added');
    const expected = [...of('added').map((c) => [c.option, c.since]), ...of('renamed').map((c) => [c.to ?? '', c.since])];
    for (const [name, since] of expected) expect(sinceOf(table, name, 1), name).toBe(since);
    expect(table.flatMap((row) => row.names).sort()).toEqual(expected.map(([name]) => name).sort());
  });

  it('list every removed or renamed option with its release', () => {
    const table = rows('options-removed');
    const expected = [...of('removed'), ...of('renamed')];
    for (const change of expected) {
      expect(sinceOf(table, change.option, 2), change.option).toBe(change.since);
      if (change.to) expect(table.find((row) => row.names.includes(change.option))?.cells[1], change.option).toContain(`\`${change.to}\``);
    }
    expect(table.map((row) => row.names[0]).sort()).toEqual(expected.map((change) => change.option).sort());
  });

  it('list every changed default with its release', () => {
    const table = rows('options-defaults');
    for (const change of of('default')) expect(sinceOf(table, change.option, 3), change.option).toBe(change.since);
    expect(table.map((row) => row.names[0]).sort()).toEqual(of('default').map((change) => change.option).sort());
  });

  it('name every deprecated option that is not internal, with its release', () => {
    const start = page.indexOf('{#options-deprecated}');
    const section = page.slice(start, page.indexOf('\n## ', start));
    for (const change of of('deprecated').filter((c) => !c.internal)) {
      expect(section, change.option).toContain(`\`${change.option}\``);
      expect(section, change.option).toContain(change.since);
    }
  });
});
