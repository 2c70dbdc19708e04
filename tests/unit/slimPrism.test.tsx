import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {darkCodeTheme} from '../../config/prism';
import type {LoadContext} from '@docusaurus/types';
import slimPrismPlugin from '../../src/plugins/slim-prism';
import {Highlight, highlightedLines, tokenize} from '../../src/plugins/slim-prism/client';
import Prism, {createGrammarLoader, startShellCommentsAtWords} from '../../src/plugins/slim-prism/client/prism';
import {themeStyles, tokenStyle, tokensByLine, type TokenStream} from '../../src/plugins/slim-prism/tokens';

// Languages shown as plain text on purpose.
const plainLanguages = new Set(['text']);
// Languages that components pass to <CodeBlock> or <Highlight> in code, not in Markdown fences.
const componentLanguages = ['html', 'css', 'markup', 'jsx', 'tsx'];

function fenceLanguages(files: readonly string[]): Set<string> {
  const languages = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(?:`{3,}|~{3,})([\w-]+)/gm)) languages.add(match[1] ?? '');
  }
  return languages;
}

describe('slim Prism', () => {
  it('has a grammar for every language the site highlights', () => {
    const used = fenceLanguages([...markdownFiles('docs'), ...markdownFiles('blog'), ...markdownFiles('src')]);
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used, ...componentLanguages].filter((language) => !plainLanguages.has(language) && !Prism.languages[language]);
    expect(missing).toEqual([]);
  });

  it('tokenizes every code fence of the site as Prism does with its grammars loaded in the documented order', () => {
    // A second Prism, in its own realm, loading the same grammars in the order of Prism's dependency list,
    // with the site's one correction of a grammar (shell comments, tested on their own below).
    const resolve = createRequire(import.meta.url).resolve;
    const context = vm.createContext({module: {exports: {}}});
    for (const name of ['core', 'markup', 'css', 'clike', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff', 'scss', 'yaml']) {
      vm.runInContext(readFileSync(resolve(`prismjs/components/prism-${name}.js`), 'utf8'), context);
    }
    const reference = context.Prism as typeof Prism;
    startShellCommentsAtWords(reference);
    const tokens = (prism: typeof Prism, code: string, language: string) => JSON.stringify(tokenize(code, language, prism));
    let compared = 0;
    for (const file of [...markdownFiles('docs'), ...markdownFiles('blog'), ...markdownFiles('src')]) {
      for (const [, language = '', code = ''] of readFileSync(file, 'utf8').matchAll(/^[ \t]*```([\w-]+)[^\n]*\n([\s\S]*?)\n[ \t]*```/gm)) {
        if (!Prism.languages[language]) continue;
        expect(tokens(Prism, code, language), `${file} ${language}`).toBe(tokens(reference, code, language));
        compared += 1;
      }
    }
    const markup = '<style>a { color: red }</style><script>const a = 1;</script>';
    expect(tokens(Prism, markup, 'markup')).toBe(tokens(reference, markup, 'markup'));
    expect(tokens(Prism, markup, 'markup')).toContain('"language-javascript"');
    expect(compared).toBeGreaterThan(100);
  });

  it('starts a shell comment only at the start of a word, also inside a command substitution', () => {
    const comments = (code: string) =>
      tokensByLine(Prism.tokenize(code, Prism.languages.bash ?? {}) as TokenStream)
        .flat()
        .filter((token) => token.types.includes('comment'))
        .map((token) => token.content);
    expect(comments('npx degit dcloudio/uni-preset-vue#vite-ts my-vue3-project')).toEqual([]);
    expect(comments('echo $#; git checkout main#1')).toEqual([]);
    expect(comments('# 安装依赖\nnpm install # 然后构建')).toEqual(['# 安装依赖', '# 然后构建']);
    expect(comments('echo $(ls #files\n)')).toEqual(['#files']);
    expect(Prism.languages.shell).toBe(Prism.languages.bash);
  });

  it('runs the grammars in order and once each: one per task in the background, the rest at once when a block needs them', () => {
    const ran: number[] = [];
    const loader = createGrammarLoader([0, 1, 2, 3].map((grammar) => () => ran.push(grammar)));
    const tasks: Array<() => void> = [];
    const runNextTask = () => tasks.shift()?.();
    loader.loadInBackground((task) => tasks.push(task));
    expect(ran).toEqual([]);
    runNextTask();
    expect(ran).toEqual([0]);
    runNextTask();
    expect(ran).toEqual([0, 1]);
    loader.loadAll();
    expect(ran).toEqual([0, 1, 2, 3]);
    while (tasks.length > 0) runNextTask();
    loader.loadAll();
    expect(ran).toEqual([0, 1, 2, 3]);
  });

  it('tokenizes a block once when it is mounted twice, and keeps only recent blocks', () => {
    const tokenize = vi.spyOn(Prism, 'tokenize');
    try {
      const render = (code: string) =>
        renderToStaticMarkup(
          <Highlight code={code} language="ts">
            {({tokens}) => <>{tokens.length}</>}
          </Highlight>,
        );
      const code = 'const hydratedThenRemounted = 1;';
      expect(render(code)).toBe(render(code));
      expect(tokenize).toHaveBeenCalledTimes(1);
      expect(highlightedLines(code, 'tsx')).not.toBe(highlightedLines(code, 'ts'));
      for (let index = 0; index < 64; index += 1) highlightedLines(`let n${index};`, 'ts');
      tokenize.mockClear();
      render(code);
      expect(tokenize).toHaveBeenCalledTimes(1);
    } finally {
      tokenize.mockRestore();
    }
  });

  it('splits nested tokens into lines, with types outermost first', () => {
    const stream = Prism.tokenize('const a = `x\n${b}`;\n\nlet c;', Prism.languages.ts ?? {}) as TokenStream;
    const lines = tokensByLine(stream);
    expect(lines).toHaveLength(4);
    const [first, second, blank, last] = lines;
    expect(first?.[0]).toEqual({types: ['keyword'], content: 'const'});
    expect(second?.find((token) => token.content === 'b')?.types).toEqual(['template-string', 'interpolation']);
    expect(blank).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(last?.map((token) => token.content).join('')).toBe('let c;');
  });

  it('runs the grammar hooks, as JSX needs for text between tags', () => {
    const html = renderToStaticMarkup(
      <Highlight code={'<View className="p-2">hi</View>'} language="jsx">
        {({tokens, getTokenProps}) => <>{tokens.flat().map((token, index) => <span key={index} {...getTokenProps({token})} />)}</>}
      </Highlight>,
    );
    expect(html).toContain('<span class="token plain-text">hi</span>');
  });

  it('keeps aliases as types and does not repeat a type', () => {
    const stream: TokenStream = [{type: 'tag', alias: ['tag', 'markup'], content: [{type: 'markup', content: '<'}, 'view']}];
    expect(tokensByLine(stream)).toEqual([
      [
        {types: ['tag', 'markup'], content: '<'},
        {types: ['tag', 'markup'], content: 'view'},
      ],
    ]);
  });

  it('maps the theme to inline styles', () => {
    const styles = themeStyles(darkCodeTheme, 'ts');
    expect(styles.root).toEqual(darkCodeTheme.plain);
    expect(styles.plain).not.toHaveProperty('backgroundColor');
    expect(tokenStyle({types: ['plain'], content: 'x'}, styles)).toBeUndefined();
    expect(tokenStyle({types: ['plain'], content: '\n', empty: true}, styles)).toEqual({display: 'inline-block'});
    expect(tokenStyle({types: ['string'], content: '"x"'}, styles)).toEqual({color: '#7dd3fc'});
    // A later type wins, as in a CSS cascade: a regex inside a string takes the regex colour.
    expect(tokenStyle({types: ['string', 'regex'], content: '/x/'}, styles)).toEqual({color: '#fdba74'});
  });

  it('renders the render-prop API that Docusaurus code blocks use', () => {
    const html = renderToStaticMarkup(
      <Highlight theme={darkCodeTheme} code={'<view class="p-2"></view>'} language="html">
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre className={className} style={style}>
            {tokens.map((line, lineIndex) => (
              <span key={lineIndex} {...getLineProps({line, className: 'extra'})}>
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
              </span>
            ))}
          </pre>
        )}
      </Highlight>,
    );
    expect(html).toContain('<pre class="prism-code language-html" style="color:#e2e8f0;background-color:#111827">');
    expect(html).toContain('<span class="token-line extra" style="color:#e2e8f0">');
    expect(html).toContain('<span class="token tag attr-value" style="color:#7dd3fc">p-2</span>');
  });
});

describe('slim-prism plugin', () => {
  const contextWith = (prism: object) => ({siteConfig: {themeConfig: {prism}}}) as unknown as LoadContext;

  it('refuses prism.additionalLanguages, which the slim Prism would silently ignore', () => {
    expect(() => slimPrismPlugin(contextWith({additionalLanguages: ['php']}))).toThrow(/additionalLanguages \(php\).*client\/prism\.ts/);
    expect(slimPrismPlugin(contextWith({additionalLanguages: []})).name).toBe('slim-prism');
  });
});
