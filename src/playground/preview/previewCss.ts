// Turns generated WXSS into CSS a browser reads the same way a mini-program does: rpx becomes px for
// the chosen screen width, `prefers-color-scheme` follows the chosen background, every tag name `x` becomes the element `wx-x` the preview draws (`page`
// included, which is the preview's root), and what a browser cannot use is dropped and listed.
import {parseCss, serializeCss, splitTopLevel, type CssNode} from '../cssTree';

/** Screen widths the preview offers; a mini-program's screen is always 750rpx wide. */
export const previewWidths = [320, 375, 414] as const;
export type PreviewWidth = (typeof previewWidths)[number];
export const defaultPreviewWidth: PreviewWidth = 375;

/** Prefix of the custom elements standing for mini-program tags (the name WeChat's own renderer uses). */
export const elementPrefix = 'wx-';

/** What was removed, each with how often, in the order first met. */
export type DroppedCounts = Map<string, number>;

function recordDrop(dropped: DroppedCounts, what: string): void {
  dropped.set(what, (dropped.get(what) ?? 0) + 1);
}

function formatPixels(value: number): string {
  return `${Number(value.toFixed(4))}px`;
}

const rpxOrString = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|(-?(?:\d+\.?\d*|\.\d+))rpx\b/gi;

/** `value` with every `Nrpx` as px for a screen `width` px wide; strings are left alone. */
export function convertRpx(value: string, width: number): string {
  return value.replace(rpxOrString, (match, quoted: string | undefined, amount: string | undefined) =>
    quoted !== undefined || amount === undefined ? match : formatPixels((Number(amount) * width) / 750),
  );
}

/** Pseudo-classes whose argument is itself a selector; in the others (`:nth-child(odd)`) a word is not a tag. */
const selectorArgumentPseudos = /:(?:not|is|where|has|matches|-webkit-any)\($/i;

/** `selector` with its type selectors renamed to the preview's elements (`view` → `wx-view`). */
export function renameTypeSelectors(selector: string): string {
  let result = '';
  let index = 0;
  let compoundStart = true;
  let bracketDepth = 0;
  while (index < selector.length) {
    const char = selector[index];
    if (char === '\\') {
      result += selector.slice(index, index + 2);
      index += 2;
      compoundStart = false;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = selector.indexOf(char, index + 1);
      const stop = end === -1 ? selector.length : end + 1;
      result += selector.slice(index, stop);
      index = stop;
      continue;
    }
    if (bracketDepth === 0 && compoundStart && /[A-Za-z]/.test(char)) {
      const name = /^[A-Za-z][\w-]*/.exec(selector.slice(index))?.[0] ?? char;
      // Names already in the renderer's own form (`wx-root-portal-content`) stay as they are.
      result += name.toLowerCase().startsWith(elementPrefix) ? name : elementPrefix + name.toLowerCase();
      index += name.length;
      compoundStart = false;
      continue;
    }
    if (char === '[') bracketDepth += 1;
    else if (char === ']') bracketDepth = Math.max(0, bracketDepth - 1);
    result += char;
    index += 1;
    if (bracketDepth > 0) continue;
    if (char === '(') compoundStart = selectorArgumentPseudos.test(result);
    else compoundStart = /[\s>+~,]/.test(char);
  }
  return result;
}

/** The selector list without selectors the page cannot use; `undefined` when none is left. */
function convertSelectors(selectors: string, dropped: DroppedCounts): string | undefined {
  const kept: string[] = [];
  for (const selector of splitTopLevel(selectors, ',')) {
    // `:host` only means something inside a component's shadow tree, which the preview has not.
    if (/:host\b/i.test(selector)) recordDrop(dropped, ':host 选择器');
    else kept.push(renameTypeSelectors(selector));
  }
  return kept.length ? kept.join(',') : undefined;
}

/** A `url()` that would make the preview fetch something; data: URLs stay. */
const externalUrl = /url\(\s*(?!["']?data:)/i;

function convertDeclarations(declarations: string, width: number, dropped: DroppedCounts): string {
  const kept: string[] = [];
  for (const declaration of splitTopLevel(declarations, ';')) {
    // The preview loads nothing from the network: the site's CSP would block it anyway.
    if (externalUrl.test(declaration)) recordDrop(dropped, 'url() 引用的外部资源');
    else kept.push(convertRpx(declaration, width));
  }
  return kept.join(';');
}

/** Media features that are always true and always false (a negative length never matches). */
const alwaysMatches = '(min-width: 0px)';
const neverMatches = '(max-width: -1px)';

/**
 * `(prefers-color-scheme: …)` decided by the preview's background instead of the reader's system, so
 * the `dark:` variant (a prefers-color-scheme query in Tailwind CSS v4) follows the background switch.
 */
export function resolveColorScheme(prelude: string, dark: boolean): string {
  return prelude.replace(/\(\s*prefers-color-scheme\s*:\s*(dark|light)\s*\)/gi, (_match, scheme: string) =>
    (scheme.toLowerCase() === 'dark') === dark ? alwaysMatches : neverMatches,
  );
}

interface ConversionContext {
  readonly width: number;
  readonly dark: boolean;
  readonly dropped: DroppedCounts;
}

function convertNodes(nodes: readonly CssNode[], context: ConversionContext): CssNode[] {
  const {width, dark, dropped} = context;
  const converted: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'style') {
      const selectors = convertSelectors(node.selectors, dropped);
      if (selectors) converted.push({kind: 'style', selectors, declarations: convertDeclarations(node.declarations, width, dropped)});
    } else if (node.name === 'import') {
      recordDrop(dropped, '@import（引用其他 WXSS 文件）');
    } else if (node.name.endsWith('keyframes')) {
      const children = node.children?.map((frame) =>
        frame.kind === 'style' ? {...frame, declarations: convertDeclarations(frame.declarations, width, dropped)} : frame,
      );
      converted.push({...node, children});
    } else {
      converted.push({
        ...node,
        prelude: convertRpx(node.name === 'media' ? resolveColorScheme(node.prelude, dark) : node.prelude, width),
        children: node.children && convertNodes(node.children, context),
        declarations: node.declarations === undefined ? undefined : convertDeclarations(node.declarations, width, dropped),
      });
    }
  }
  return converted;
}

/** Browser CSS for the preview, and what had to be removed on the way. */
export function convertWxssForPreview(wxss: string, width: number, dark: boolean): {css: string; dropped: DroppedCounts} {
  const dropped: DroppedCounts = new Map();
  const css = serializeCss(convertNodes(parseCss(wxss), {width, dark, dropped}));
  return {css, dropped};
}
