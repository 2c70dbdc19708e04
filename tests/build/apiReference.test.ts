// The generated API references against the packages' declaration files, and each options overview against
// its reference (issue #30): the 4.x references (TypeDoc) print types with the names the declarations use, the
// defaults each overview states are the ones its reference shows, headings carry no optional mark and the v2 pages
// have titles of their own. The 5.x reference against its recordings: tests/build/reference5x.test.ts.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {builtText, sitemapRoutes} from './builtSite';

const page = (route: string): CheerioAPI => load(builtText(route));

/** How a declaration file writes a member's type. */
interface WrittenType {
  /** Every identifier of the type's text (types, parameter names, qualified names such as `postcss.Root`). */
  readonly identifiers: Set<string>;
  /** The names of the types it refers to (`Rem2rpxOptions`). */
  readonly references: string[];
}

// Names TypeScript itself provides, and `object`, which TypeDoc prints for a type literal.
const BUILT_IN = new Set(['Array', 'Map', 'Omit', 'Partial', 'Pick', 'Promise', 'Readonly', 'Record', 'RegExp', 'Required', 'Set', 'object']);

const identifiersOf = (text: string): Set<string> =>
  new Set(text.replace(/(["'`])(?:(?!\1).)*\1/g, '').match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? []);

const declarationFiles = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.d\.ts$/.test(file))
    .map((file) => path.join(dir, file));

/** The declaration files of the packages a declaration file re-exports from (`export {unescape} from '@weapp-core/escape'`). */
function reExportedFiles(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/^export (?:\*|\{[^}]*\}) from '([^.][^']*)'/gm)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, {moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext}, ts.sys);
    return resolved.resolvedModule ? [resolved.resolvedModule.resolvedFileName] : [];
  });
}

/** Every property a package's declaration files declare, by name, with its type as written there. */
function writtenMemberTypes(dir: string): Map<string, WrittenType[]> {
  const members = new Map<string, WrittenType[]>();
  for (const file of declarationFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.type) {
        const references: string[] = [];
        let hasLiteral = false;
        // TypeDoc prints a function type's parameters by name only, so the types they refer to are not required.
        const walk = (child: ts.Node) => {
          if (ts.isTypeReferenceNode(child)) references.push(child.typeName.getText());
          if (ts.isTypeLiteralNode(child) || ts.isFunctionTypeNode(child)) hasLiteral = true;
          if (!ts.isParameter(child)) ts.forEachChild(child, walk);
        };
        walk(node.type);
        const identifiers = identifiersOf(node.type.getText());
        if (hasLiteral) identifiers.add('object');
        const name = node.name.getText();
        members.set(name, [...(members.get(name) ?? []), {identifiers, references}]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return members;
}

/** Identifiers of a package's declaration code (comments left out). */
function declaredIdentifiers(dir: string): Set<string> {
  const files = declarationFiles(dir);
  const code = [...new Set([...files, ...files.flatMap(reExportedFiles)])]
    .map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
    .join('\n');
  return identifiersOf(code);
}

const references = [
  {prefix: '/docs/4.x/api/', dist: 'node_modules/weapp-tailwindcss/dist'},
  {prefix: '/docs/4.x/api-v2/', dist: 'node_modules/weapp-tailwindcss-v2/dist'},
];

/** The member signatures printed in code blocks (`rem2rpx?: boolean | Rem2rpxOptions;`). */
function printedMembers($: CheerioAPI): {name: string; type: string}[] {
  return $('article pre code')
    .toArray()
    .map((code) => /^([\w$]+)\??: (.+);$/.exec($(code).text().trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({name: match[1], type: match[2]}));
}

describe('the API reference prints the types the declarations name', () => {
  for (const {prefix, dist} of references) {
    const routes = sitemapRoutes.filter((route) => route.startsWith(prefix));
    const written = writtenMemberTypes(dist);
    const declared = declaredIdentifiers(dist);

    it(`every member type on ${prefix} pages is written with the declaration's names`, () => {
      expect(routes.length).toBeGreaterThan(5);
      const wrong = routes.flatMap((route) =>
        printedMembers(page(route)).flatMap(({name, type}) => {
          const printed = identifiersOf(type);
          const candidates = written.get(name) ?? [];
          const matches = candidates.some(
            (candidate) =>
              [...printed].every((identifier) => candidate.identifiers.has(identifier) || BUILT_IN.has(identifier)) &&
              candidate.references.every((reference) => printed.has(reference)),
          );
          return matches ? [] : [`${route}: ${name}: ${type}`];
        }),
      );
      expect(wrong).toEqual([]);
    });

    it(`every type name in the code and tables of ${prefix} pages occurs in the package's declarations`, () => {
      const unknown = routes.flatMap((route) => {
        const $ = page(route);
        const texts = [...printedMembers($).map(({type}) => type), ...$('article table code').toArray().map((code) => $(code).text())];
        return [...identifiersOf(texts.join('\n'))]
          .filter((identifier) => /^[A-Z]|\./.test(identifier) && !declared.has(identifier) && !BUILT_IN.has(identifier))
          .map((identifier) => `${route}: ${identifier}`);
      });
      expect(unknown).toEqual([]);
    });
  }

  it('rem2rpx and px2rpx name the aliased imports, not the declarations they alias', () => {
    const types = new Map(printedMembers(page('/docs/4.x/api/interfaces/UserDefinedOptions')).map(({name, type}) => [name, type]));
    expect(types.get('rem2rpx')).toBe('boolean | Rem2rpxOptions');
    expect(types.get('px2rpx')).toBe('boolean | Px2rpxOptions');
  });
});

/**
 * The default an options page shows for each option: on the 4.x reference (TypeDoc) the text after its `默认值`
 * heading, on the 5.x reference the `默认值：` item of its facts list; `undefined` when it shows none.
 */
function apiDefaults(route: string): Map<string, string | undefined> {
  const $ = page(route);
  const defaults = new Map<string, string | undefined>();
  $('article h3').each((_, heading) => {
    const section = $(heading).nextUntil('h3, h2');
    const option = $(heading).text().replace(/\u200b/g, '').trim().replace(/\?$/, '');
    const defaultHeading = section.filter((__, element) => $(element).is('h4') && $(element).text().includes('默认值'));
    if (defaultHeading.length) {
      defaults.set(option, defaultHeading.first().nextUntil('h4, h3, h2').text().trim());
      return;
    }
    const item = section.find('li').filter((__, element) => $(element).text().startsWith('默认值：')).first();
    const text = item.length ? item.text().slice('默认值：'.length).trim() : undefined;
    defaults.set(option, text === '—' ? undefined : text);
  });
  return defaults;
}

/** Compared as written in either page: without quotes, backticks or spaces (`['view', 'text']` = `["view","text"]`). */
const comparable = (text: string) => text.replace(/["'`\s]/g, '');

for (const docs of ['/docs', '/docs/4.x']) {
  describe(`the options overview and the API reference (${docs})`, () => {
    const apiRoute = `${docs}/api/interfaces/UserDefinedOptions`;
    const $ = page(`${docs}/options`);
    const rows = $('article table')
      .toArray()
      .flatMap((table) => {
        const headers = $(table).find('thead th').toArray().map((th) => $(th).text().trim());
        const column = headers.indexOf('默认值');
        if (column < 0) return [];
        return $(table)
          .find('tbody tr')
          .toArray()
          .map((row) => {
            const cells = $(row).children('td');
            const stated = cells.eq(column);
            stated.find('[aria-hidden="true"]').remove();
            return {
              option: cells.eq(0).text().trim(),
              stated: stated.text().trim(),
              codes: stated.find('code').toArray().map((code) => $(code).text()),
            };
          });
      });

    it('the API page shows a default for every option whose default the overview states, and the same one', () => {
      const api = apiDefaults(apiRoute);
      expect(rows.length).toBeGreaterThan(30);
      const mismatched = rows.flatMap(({option, stated, codes}) => {
        const shown = api.get(option);
        if (!api.has(option)) return [`${option}: no section on the API page`];
        if (stated === '—') return shown === undefined ? [] : [`${option}: the overview states none, the API page shows ${shown}`];
        if (shown === undefined) return [`${option}: the overview states ${stated}, the API page shows none`];
        // A default the overview sums up in words (`box-sizing`、`border` 的重置) names parts of the value the API page shows.
        const agrees = comparable(shown).includes(comparable(stated)) || (codes.length > 0 && codes.every((code) => comparable(shown).includes(comparable(code))));
        return agrees ? [] : [`${option}: the overview states ${stated}, the API page shows ${shown}`];
      });
      expect(mismatched).toEqual([]);
    });

    it('rem2rpx is off by default on both pages', () => {
      expect(rows.find((row) => row.option === 'rem2rpx')?.stated).toBe('关闭');
      expect(apiDefaults(apiRoute).get('rem2rpx')).toBe('关闭');
    });
  });
}

describe('cssChildCombinatorReplaceValue', () => {
  it('the API pages state the corrected behaviour and point at the one page that explains the values', () => {
    for (const docs of ['/docs', '/docs/4.x']) {
      const route = `${docs}/api/interfaces/UserDefinedOptions`;
      const $ = page(route);
      const section = $('#csschildcombinatorreplacevalue').nextUntil('h3');
      expect(section.text(), route).toContain('.space-y-4>view+view,.space-y-4>view+text');
      expect(section.text(), route).not.toMatch(/view \+ view|view,text,button,input/);
      expect(section.find(`a[href="${docs}/issues#space-y"]`), route).toHaveLength(1);
      expect(comparable(apiDefaults(route).get('cssChildCombinatorReplaceValue') ?? ''), route).toBe('["view","text"]'.replace(/"/g, ''));
    }
  });

  it('only the FAQ says the type comment states a wrong default; the other pages link there', () => {
    const caveat = /注释[^。]*view \+ view|view \+ view[^。]*注释/;
    const textOf = (route: string) => builtText(route).replace(/<[^>]+>/g, '');
    const pages = sitemapRoutes.filter((route) => route.startsWith('/docs/') && caveat.test(textOf(route)));
    expect(pages).toEqual(['/docs/4.x/issues', '/docs/issues']);
    for (const docs of ['/docs', '/docs/4.x']) {
      for (const route of [`${docs}/options`, `${docs}/issues/use-with-wot-design-uni`, `${docs}/api/interfaces/UserDefinedOptions`]) {
        expect(page(route)(`article a[href="${docs}/issues#space-y"]`).length, route).toBeGreaterThan(0);
      }
    }
  });
});

describe('API page headings and titles', () => {
  it('no heading or table-of-contents entry ends with the optional mark', () => {
    for (const route of ['/docs/api/interfaces/UserDefinedOptions', '/docs/4.x/api/interfaces/UserDefinedOptions', '/docs/4.x/api-v2/interfaces/UserDefinedOptions']) {
      const $ = page(route);
      const texts = $('article :is(h2, h3, h4, h5), .table-of-contents a')
        .toArray()
        .map((element) => $(element).text().replace(/\u200b/g, '').trim());
      expect(texts, route).toContain('appType');
      expect(texts.filter((text) => text.endsWith('?')), route).toEqual([]);
    }
  });

  it('the v2 pages have titles no current page has, and say which version they document', () => {
    const title = (route: string) => page(route)('title').text();
    const current = new Set(sitemapRoutes.filter((route) => route.startsWith('/docs/4.x/api/')).map(title));
    const v2 = sitemapRoutes.filter((route) => route.startsWith('/docs/4.x/api-v2/')).map(title);
    expect(v2.filter((text) => current.has(text))).toEqual([]);
    expect(title('/docs/4.x/api-v2/interfaces/UserDefinedOptions')).toMatch(/^接口: UserDefinedOptions（v2）/);
  });
});
