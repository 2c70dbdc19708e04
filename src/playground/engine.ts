// The playground pipeline, shared by the Web Worker and the unit tests: Tailwind CSS v4 `compile()`
// generates CSS for the template's classes, then the style handler that weapp-tailwindcss/core uses
// turns it into WXSS, and the template's class names are escaped. It runs without Node built-ins.
import {compile} from 'tailwindcss';
import {createStyleHandler, type StyleHandler} from '@weapp-tailwindcss/postcss';
import {getDefaultOptions} from 'weapp-tailwindcss/defaults';
import {exampleBrowsers} from './exampleBrowsers';
import {maxInputBytes, type PlaygroundInput, type PlaygroundOptions, type PlaygroundResult} from './model';
import {extractCandidates, transformTemplate} from './template';

/** A problem with the reader's input; its message is shown as is. */
export class PlaygroundInputError extends Error {
  override name = 'PlaygroundInputError';
}

export interface PlaygroundEngine {
  run(input: PlaygroundInput): Promise<PlaygroundResult>;
}

/** Tailwind's own directives plus the standard CSS at-rules; anything else is almost surely a typo. */
const knownAtRules = new Set([
  'import', 'theme', 'source', 'utility', 'variant', 'custom-variant', 'apply', 'reference', 'plugin', 'config',
  'layer', 'tailwind', 'slot', 'media', 'supports', 'keyframes', 'font-face', 'property', 'container', 'charset',
  'namespace', 'page', 'font-feature-values', 'font-palette-values', 'counter-style', 'starting-style', 'scope',
  'position-try', 'view-transition', '-webkit-keyframes',
]);

/** `@import` ids the playground can serve; `tailwindcss` is mapped as the plugin's `rewriteCssImports` does. */
const builtinStylesheets = new Set(['weapp-tailwindcss', 'weapp-tailwindcss/index.css', 'tailwindcss']);

/** 204830 → "204,830". */
function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function checkSize(label: string, text: string): void {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxInputBytes) {
    // Exact bytes: a rounded size such as "200.0 KB" would look equal to the limit.
    throw new PlaygroundInputError(
      `${label}过大（${groupDigits(bytes)} 字节），在线转换最多处理 ${groupDigits(maxInputBytes)} 字节（${maxInputBytes / 1024} KB），请删减后再试。`,
    );
  }
}

/** Rejects unknown at-rules such as `@foo;`, which Tailwind would otherwise drop without a word. */
function checkAtRules(css: string): void {
  let previous = '';
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? css.length : end + 1;
      continue;
    }
    if (char === '"' || char === "'") {
      let cursor = index + 1;
      while (cursor < css.length && css[cursor] !== char && css[cursor] !== '\n') cursor += css[cursor] === '\\' ? 2 : 1;
      index = cursor;
      previous = char;
      continue;
    }
    // An at-rule starts a statement: at the start or after `{`, `}` or `;`.
    if (char === '@' && (previous === '' || previous === '{' || previous === '}' || previous === ';')) {
      const name = /^[\w-]+/.exec(css.slice(index + 1, index + 64))?.[0] ?? '';
      if (!knownAtRules.has(name.toLowerCase())) {
        const line = css.slice(0, index).split('\n').length;
        throw new PlaygroundInputError(
          `CSS 第 ${line} 行：不认识的 at 规则 “@${name}”。可以使用 @import、@theme、@utility、@custom-variant、@apply、@layer、@media 等。`,
        );
      }
    }
    if (!/\s/.test(char)) previous = char;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function buildTailwindCss(css: string, candidates: string[], stylesheet: string): Promise<string> {
  let inputError: PlaygroundInputError | undefined;
  try {
    // A fresh compiler per run: `build()` accumulates candidates across calls.
    const compiler = await compile(css, {
      base: '/',
      async loadStylesheet(id: string, base: string) {
        if (!builtinStylesheets.has(id)) {
          inputError = new PlaygroundInputError(
            `无法导入 “${id}”：在线转换只内置了 "weapp-tailwindcss"（"tailwindcss" 会被映射到它），不能读取其他文件。`,
          );
          throw inputError;
        }
        return {path: 'weapp-tailwindcss/index.css', base, content: stylesheet};
      },
      async loadModule(id: string) {
        inputError = new PlaygroundInputError(`在线转换不能加载 JS 插件或配置文件（“${id}”），请去掉 @plugin / @config。`);
        throw inputError;
      },
    });
    return compiler.build(candidates);
  } catch (error) {
    if (inputError) throw inputError;
    throw new PlaygroundInputError(`Tailwind CSS 编译失败：${describe(error)}`);
  }
}

/**
 * The style handler with exactly the options weapp-tailwindcss/core builds for Tailwind CSS v4
 * (`createHandlersFromContext` on the merged defaults) and the examples' browsers, so the WXSS is byte-identical to
 * `createContext(exampleUserOptions(options)).transformWxss(css)`.
 */
function createWeappStyleHandler(options: PlaygroundOptions): StyleHandler {
  const defaults = getDefaultOptions();
  return createStyleHandler({
    cssPreflight: options.cssPreflight ? defaults.cssPreflight : false,
    cssPreflightRange: defaults.cssPreflightRange,
    escapeMap: defaults.customReplaceDictionary,
    cssChildCombinatorReplaceValue: defaults.cssChildCombinatorReplaceValue,
    injectAdditionalCssVarScope: defaults.injectAdditionalCssVarScope,
    cssSelectorReplacement: defaults.cssSelectorReplacement,
    rem2rpx: options.rem2rpx,
    postcssOptions: defaults.postcssOptions,
    cssRemoveProperty: defaults.cssRemoveProperty,
    cssRemoveHoverPseudoClass: options.cssRemoveHoverPseudoClass,
    cssPresetEnv: {...defaults.cssPresetEnv, browsers: exampleBrowsers},
    autoprefixer: defaults.autoprefixer,
    uniAppX: false,
    uniAppXUnsupported: 'warn',
    // Core's `applyV4CssCalcDefaults`: with Tailwind v4 and no user setting, calc() is precomputed.
    cssCalc: {includeCustomProperties: []},
    px2rpx: options.px2rpx,
    unitsToPx: defaults.unitsToPx,
    majorVersion: 4,
  });
}

/**
 * @param weappTailwindcssStylesheet The text of `weapp-tailwindcss/index.css`, served for
 * `@import "weapp-tailwindcss"`: the worker bundle inlines it, Node reads it from node_modules.
 */
export function createPlaygroundEngine(weappTailwindcssStylesheet: string): PlaygroundEngine {
  const styleHandlers = new Map<string, StyleHandler>();
  const styleHandlerFor = (options: PlaygroundOptions): StyleHandler => {
    const key = JSON.stringify(options);
    let handler = styleHandlers.get(key);
    if (!handler) {
      handler = createWeappStyleHandler(options);
      styleHandlers.set(key, handler);
    }
    return handler;
  };

  return {
    async run({template, css, options}) {
      checkSize('模板内容', template);
      checkSize('CSS 内容', css);
      checkAtRules(css);
      const normalizedOptions: PlaygroundOptions = {
        rem2rpx: options.rem2rpx === true,
        px2rpx: options.px2rpx === true,
        cssPreflight: options.cssPreflight === true,
        cssRemoveHoverPseudoClass: options.cssRemoveHoverPseudoClass === true,
      };
      const candidates = extractCandidates(template);
      const tailwindCss = await buildTailwindCss(css, candidates, weappTailwindcssStylesheet);
      let wxss: string;
      try {
        // core's transformWxss always treats its input as the main chunk.
        wxss = (await styleHandlerFor(normalizedOptions)(tailwindCss, {isMainChunk: true})).css;
      } catch (error) {
        throw new PlaygroundInputError(`生成 WXSS 失败：${describe(error)}`);
      }
      const wxml = transformTemplate(template, new Set(candidates));
      return {candidates, tailwindCss, wxss, wxml};
    },
  };
}
