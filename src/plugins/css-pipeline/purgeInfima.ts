// Drops the Infima rules that nothing on the site can match: a rule goes when each of its selectors
// names a class that appears in none of the files that write class names into pages (the Docusaurus
// packages' code, the site's code, config and content). Infima ships utilities and components the
// theme never uses (pill and hero components, column offsets, most spacing utilities); they were a sixth of the
// render-blocking CSS. A class built at run time from a stem (`<block>--${variant}`) keeps every class
// of that stem. Then the same for Infima's custom properties: a `--ifm-*` variable goes when neither the
// rules left nor any of those files (style sheets included) name it. Every file and folder read is declared as a dependency of the style sheet, so the
// bundler's persistent cache processes it again when a page starts using a class (or this file changes).
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {AtRule, Plugin, Root} from 'postcss';

const INFIMA_STYLESHEET = /[\\/]infima[\\/]dist[\\/]css[\\/]default[\\/]default(\.min)?\.css$/;
const SOURCE_FILE = /\.(js|jsx|mjs|cjs|ts|tsx|md|mdx|json|yml|yaml|html|css)$/;

/** The files whose text can put a class name into a page, for a site at `siteDir`, and the folders they were found in. */
export function classSources(siteDir: string): {readonly files: string[]; readonly dirs: string[]} {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, {withFileTypes: true});
    } catch {
      return;
    }
    dirs.push(dir);
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // This plugin's own folder names the classes it removes.
        if (entry.name !== 'node_modules' && file !== __dirname) walk(file);
      } else if (SOURCE_FILE.test(entry.name)) files.push(file);
    }
  };
  const docusaurusPackages = path.join(siteDir, 'node_modules/@docusaurus');
  for (const name of readdirSync(docusaurusPackages)) walk(path.join(docusaurusPackages, name, 'lib'));
  for (const dir of ['src', 'config', 'docs', 'versioned_docs', 'blog', 'static']) walk(path.join(siteDir, dir));
  for (const entry of readdirSync(siteDir)) if (/^docusaurus\.config\./.test(entry)) files.push(path.join(siteDir, entry));
  return {files, dirs};
}

interface Vocabulary {
  readonly words: ReadonlySet<string>;
  readonly stems: readonly string[];
  /** The `--ifm-*` names the sources mention. */
  readonly variables: ReadonlySet<string>;
  readonly files: readonly string[];
  readonly dirs: readonly string[];
}

/**
 * Words that may be class names in the sources, the stems that code completes at run time (a template
 * `<block>--${…}` gives `<block>--`), and the Infima variables named. Style sheets give only variables: a selector in one
 * does not put its class on an element.
 */
export function classVocabulary(sources: Iterable<{readonly text: string; readonly isStyleSheet: boolean}>): Pick<Vocabulary, 'words' | 'stems' | 'variables'> {
  const words = new Set<string>();
  const stems = new Set<string>();
  const variables = new Set<string>();
  for (const {text, isStyleSheet} of sources) {
    for (const [name] of text.matchAll(INFIMA_VARIABLE)) variables.add(name);
    if (isStyleSheet) continue;
    for (const [word] of text.matchAll(/[A-Za-z_][\w-]*/g)) words.add(word);
    for (const [, stem = ''] of text.matchAll(/([A-Za-z][\w-]*?(?:--|__))\$\{/g)) stems.add(stem);
  }
  return {words, stems: [...stems], variables};
}

const INFIMA_VARIABLE = /--ifm-[\w-]+/g;

/**
 * The classes an element must have for `selector` to match it. `:is()`/`:where()` of one selector count as
 * that selector; other pseudo-class arguments are left out (`:not(.button--active)` matches without that
 * class, a list asks for only one of its entries), which keeps more rules, never fewer.
 */
export function requiredClasses(selector: string): string[] {
  let outer = selector;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/:(is|where)\(([^(),]*)\)/g, '$2').replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return [...outer.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map(([, name = '']) => name);
}

/** PostCSS plugin: removes the Infima rules no selector of which can match, given the site's class vocabulary. */
export function purgeInfima(vocabulary: () => Vocabulary): Plugin {
  return {
    postcssPlugin: 'purge-infima',
    Once(root: Root, {result}) {
      if (!INFIMA_STYLESHEET.test(root.source?.input.file ?? '')) return;
      const {words, stems, variables, files, dirs} = vocabulary();
      for (const file of [...files, __filename]) result.messages.push({type: 'dependency', plugin: 'purge-infima', file});
      for (const dir of dirs) result.messages.push({type: 'dir-dependency', plugin: 'purge-infima', dir});
      const known = (name: string) => words.has(name) || stems.some((stem) => name.startsWith(stem));
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
        if (!rule.selectors.some((selector) => requiredClasses(selector).every(known))) rule.remove();
      });
      // Variables refer to variables: drop the unnamed ones until every one left is named somewhere.
      for (let dropped = true; dropped; ) {
        dropped = false;
        const named = new Set(variables);
        root.walkDecls((decl) => {
          for (const [name] of decl.value.matchAll(INFIMA_VARIABLE)) named.add(name);
        });
        root.walkDecls(/^--ifm-/, (decl) => {
          if (!named.has(decl.prop)) {
            decl.remove();
            dropped = true;
          }
        });
      }
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}

/** `purgeInfima` for the site at `siteDir`, reading its sources once, when Infima's style sheet is first processed. */
export function purgeInfimaForSite(siteDir: string): Plugin {
  let vocabulary: Vocabulary | undefined;
  return purgeInfima(() => {
    if (vocabulary) return vocabulary;
    const {files, dirs} = classSources(siteDir);
    const sources = files.map((file) => ({text: readFileSync(file, 'utf8'), isStyleSheet: file.endsWith('.css')}));
    return (vocabulary = {...classVocabulary(sources), files, dirs});
  });
}
