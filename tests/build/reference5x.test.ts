// The built 5.x reference and options overview against the recordings of weapp-tailwindcss 5.x
// (src/data/reference/api-5x.json, made by scripts/reference/record-api.mjs): every recorded option has its section,
// with the recorded default (or, where getDefaultOptions() sets none or sets a function, the described one), and the
// options overview names no option 5.x lacks; every entry's page lists every name the entry exports. Also the API
// pages of both docs versions describe themselves in one real line and show no internal type names.
import {readFileSync} from 'node:fs';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {entryDocs} from '../../src/data/reference/entries-5x';
import {optionDocs} from '../../src/data/reference/options-5x';
import {recordedDefault} from '../../src/plugins/reference-5x/render';
import {buildDir, builtText, sitemapRoutes} from './builtSite';

interface Recording {
  version: string;
  options: {name: string}[];
  defaults: Record<string, unknown>;
  entries: Record<string, {runtime: string[] | {$error: string}}>;
}
const api5 = JSON.parse(readFileSync('src/data/reference/api-5x.json', 'utf8')) as Recording;
const page = (route: string): CheerioAPI => load(builtText(route));
const optionsRoute = '/docs/api/interfaces/UserDefinedOptions';

/** Each h3 of the options page: its id, and the text of its `默认值：` item. */
function sections(): Map<string, {id: string; stated?: string}> {
  const $ = page(optionsRoute);
  const found = new Map<string, {id: string; stated?: string}>();
  $('article h3').each((_, heading) => {
    const name = $(heading).text().replace(/\u200b/g, '').trim();
    const item = $(heading)
      .nextUntil('h3, h2')
      .find('li')
      .filter((__, element) => $(element).text().startsWith('默认值：'))
      .first();
    found.set(name, {id: $(heading).attr('id') ?? '', stated: item.length ? item.text().slice('默认值：'.length).trim() : undefined});
  });
  return found;
}

describe('the 5.x options reference against the recording', () => {
  const shown = sections();
  const documented = api5.options.map((option) => option.name).filter((name) => !optionDocs[name]?.internal);

  it('has a section for every recorded option, at the anchor the 4.x reference used (its name in lower case)', () => {
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((name) => shown.get(name)?.id !== name.toLowerCase())).toEqual([]);
  });

  it('states the recorded default of every option that has one, and a described default for the rest', () => {
    const wrong = documented.flatMap((name) => {
      const stated = shown.get(name)?.stated;
      if (stated === undefined) return [`${name}: no default stated`];
      const doc = optionDocs[name];
      const recorded = recordedDefault(api5.defaults[name]);
      if (doc?.defaultText) return stated === doc.defaultText.replace(/`/g, '') ? [] : [`${name}: states ${stated}, described as ${doc.defaultText}`];
      if (recorded !== undefined) return stated.startsWith(recorded) ? [] : [`${name}: states ${stated}, recorded ${recorded}`];
      return stated === '—' ? [] : [`${name}: states ${stated}, recorded none`];
    });
    expect(wrong).toEqual([]);
  });

  it('gives a described default wherever the recorded default is a function or is set but not printable', () => {
    const undescribed = documented.filter((name) => name in api5.defaults && recordedDefault(api5.defaults[name]) === undefined && !optionDocs[name]?.defaultText);
    expect(undescribed).toEqual([]);
  });

  it('rem2rpx is off when unset, as the runtime behaves (getDefaultOptions() does not set it)', () => {
    expect(api5.defaults.rem2rpx).toBeUndefined();
    expect(shown.get('rem2rpx')?.stated).toBe('关闭');
  });
});

describe('the 5.x options overview', () => {
  it('links only options the 5.x recording has, or the removed ones the reference lists', () => {
    const $ = page('/docs/options');
    const recorded = new Set(api5.options.map((option) => option.name));
    const linked = $('article a[href^="/docs/api/interfaces/UserDefinedOptions#"]')
      .toArray()
      .map((link) => ($(link).attr('href') ?? '').split('#')[1]);
    const anchors = new Set([...recorded].map((name) => name.toLowerCase()));
    const reference = page(optionsRoute);
    expect(linked.filter((anchor) => !anchors.has(anchor) && reference(`#${anchor}`).length === 0)).toEqual([]);
    // The table cells name options: each must be a 5.x option.
    const named = $('article table tbody tr td:first-child code').toArray().map((code) => $(code).text());
    expect(named.filter((name) => !recorded.has(name))).toEqual([]);
  });
});

describe('the 5.x entry pages', () => {
  for (const [specifier, recorded] of Object.entries(api5.entries)) {
    it(`${specifier}: lists every name it exports at runtime, each with its section`, () => {
      const doc = entryDocs[specifier];
      const $ = page(`/docs/api/entries/${doc.slug}`);
      expect($('h1').text()).toBe(specifier);
      const runtime = Array.isArray(recorded.runtime) ? recorded.runtime : [];
      const headings = $('article h3').text();
      expect(runtime.filter((name) => !headings.includes(name))).toEqual([]);
    });
  }
});

describe('API pages of both docs versions', () => {
  const apiRoutes = sitemapRoutes.filter((route) => /^\/docs\/(?:4\.x\/)?api(?:-v2)?(?:\/|$)/.test(route));
  /** The section titles TypeDoc writes first on a page, which Docusaurus would otherwise take as its description. */
  const sectionTitle = /^(?:说明|参数|返回|属性|继承|类型声明|添加于|备注|默认值|示例|实现|方法|构造函数)/;

  it('each describes itself in one real line (meta description and llms.txt)', () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
    const bad = apiRoutes.flatMap((route) => {
      const description = page(route)('meta[name="description"]').attr('content') ?? '';
      return description.length < 12 || sectionTitle.test(description) ? [`${route}: ${description}`] : [];
    });
    expect(bad).toEqual([]);
    const llms = readFileSync(`${buildDir}/llms.txt`, 'utf8');
    const lines = llms.split('\n').filter((line) => /\]\(https?:\/\/[^)]*\/docs\/(?:4\.x\/)?api(?:-v2)?[/.]/.test(line));
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.filter((line) => !/\): .{12,}/.test(line) || /\): (?:说明|参数|返回|属性|继承)$/.test(line))).toEqual([]);
  });

  it('show no internal type names of the package in headings or text', () => {
    const internal = /UserDefinedOptions(?:General|Important|Lifecycle|Matcher)Part/;
    expect(apiRoutes.filter((route) => internal.test(page(route)('article').text()))).toEqual([]);
  });
});
