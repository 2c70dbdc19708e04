// Draws a transformed WXML template as inert HTML for the preview frame: every tag `x` becomes the
// custom element `wx-x`, so nothing keeps HTML's behaviour (`<script>`, `<image>` → `<img>`, event
// attributes, links), and only `class`, `style`, `id` and `hidden` are copied. `{{ }}` expressions are
// evaluated against the reader's data; `wx:if`/`wx:elif`/`wx:else` and `wx:for` over arrays work.
import {evaluateExpression, type ExpressionScope} from './expression';
import {convertRpx, elementPrefix, type DroppedCounts} from './previewCss';

interface ElementNode {
  readonly kind: 'element';
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: TemplateNode[];
}
type TemplateNode = ElementNode | {readonly kind: 'text'; readonly value: string};

/** Tags a mini-program writes without a closing tag. */
const voidTags = new Set(['input', 'image', 'icon', 'import', 'include', 'progress', 'switch', 'checkbox', 'radio', 'slider']);
/** Content that is code or a definition, never drawn; skipped whole. */
const skippedTags = new Set(['wxs', 'script', 'style', 'template']);
/** Stops a `wx:for` over a huge array from freezing the page. */
const maxElements = 3000;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of source.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return attributes;
}

/** Builds the element tree; unmatched end tags are ignored and unclosed elements end with their parent. */
export function parseTemplate(template: string): TemplateNode[] {
  const root: ElementNode = {kind: 'element', name: '#root', attributes: new Map(), children: []};
  const stack: ElementNode[] = [root];
  const tagPattern = /<!--[\s\S]*?(?:-->|$)|<\/([A-Za-z][\w:-]*)\s*>|<([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
  let copied = 0;
  for (const match of template.matchAll(tagPattern)) {
    const [whole, endName, startName, attributeSource = '', selfClosing] = match;
    const parent = stack[stack.length - 1];
    if (match.index > copied) parent.children.push({kind: 'text', value: template.slice(copied, match.index)});
    copied = match.index + whole.length;
    if (endName) {
      const name = endName.toLowerCase();
      let open = stack.length - 1;
      while (open > 0 && stack[open].name !== name) open -= 1;
      if (open > 0) stack.length = open;
    } else if (startName) {
      const name = startName.toLowerCase();
      if (skippedTags.has(name)) {
        if (!selfClosing) {
          const close = template.toLowerCase().indexOf(`</${name}`, copied);
          copied = close === -1 ? template.length : template.indexOf('>', close) + 1 || template.length;
          tagPattern.lastIndex = copied;
        }
        parent.children.push({kind: 'element', name, attributes: new Map(), children: []});
        continue;
      }
      const element: ElementNode = {kind: 'element', name, attributes: parseAttributes(attributeSource), children: []};
      parent.children.push(element);
      if (!selfClosing && !voidTags.has(name)) stack.push(element);
    }
  }
  if (copied < template.length) stack[stack.length - 1].children.push({kind: 'text', value: template.slice(copied)});
  return root.children;
}

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => htmlEscapes[char]);

interface RenderContext {
  readonly notes: DroppedCounts;
  readonly width: number;
  elements: number;
}

function note(context: RenderContext, text: string): void {
  context.notes.set(text, (context.notes.get(text) ?? 0) + 1);
}

function evaluate(source: string, scope: ExpressionScope, context: RenderContext): unknown {
  try {
    return evaluateExpression(source, scope);
  } catch (error) {
    note(context, `未计算 {{${source}}}（${error instanceof Error ? error.message : String(error)}）`);
    return undefined;
  }
}

/** The value of an attribute or text: a lone `{{ }}` keeps its type, mixed text joins the parts as strings. */
function interpolate(text: string, scope: ExpressionScope, context: RenderContext): unknown {
  const lone = /^\s*\{\{((?:(?!\}\})[\s\S])*)\}\}\s*$/.exec(text);
  if (lone) return evaluate(lone[1], scope, context);
  return text.replace(/\{\{([\s\S]*?)\}\}/g, (_match, source: string) => {
    const value = evaluate(source, scope, context);
    return value === undefined || value === null ? '' : String(value);
  });
}

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function renderElement(element: ElementNode, scope: ExpressionScope, context: RenderContext): string {
  if (skippedTags.has(element.name)) {
    note(context, `<${element.name}> 不在预览中绘制`);
    return '';
  }
  if (!/^[a-z][a-z0-9-]*$/.test(element.name)) {
    note(context, `<${element.name}> 不是有效的组件名，只绘制了其内容`);
    return renderNodes(element.children, scope, context);
  }
  context.elements += 1;
  if (context.elements > maxElements) {
    if (context.elements === maxElements + 1) note(context, `元素超过 ${maxElements} 个，其余未绘制`);
    return '';
  }
  const {attributes} = element;
  const classes = [asText(interpolate(attributes.get('class') ?? '', scope, context))];
  for (const binding of [':class', 'v-bind:class']) {
    const source = attributes.get(binding);
    if (source === undefined) continue;
    const value = evaluate(source, scope, context);
    if (typeof value === 'string') classes.push(value);
    else if (value !== undefined) note(context, `${binding} 的值不是字符串，未绘制`);
  }
  let html = `<${elementPrefix}${element.name}`;
  const className = classes.join(' ').trim();
  if (className) html += ` class="${escapeHtml(className)}"`;
  const id = attributes.get('id');
  if (id !== undefined) html += ` id="${escapeHtml(asText(interpolate(id, scope, context)))}"`;
  const style = attributes.get('style');
  if (style !== undefined) html += ` style="${escapeHtml(convertRpx(asText(interpolate(style, scope, context)), context.width))}"`;
  const hidden = attributes.get('hidden');
  // A bare `hidden` hides; `hidden="{{ flag }}"` follows the flag.
  if (hidden !== undefined && (hidden === '' || interpolate(hidden, scope, context))) html += ' hidden';
  html += '>';
  if (element.name === 'input' || element.name === 'textarea') {
    const value = asText(interpolate(attributes.get('value') ?? '', scope, context));
    const placeholder = asText(interpolate(attributes.get('placeholder') ?? '', scope, context));
    if (value) html += escapeHtml(value);
    else if (placeholder) html += `<${elementPrefix}placeholder>${escapeHtml(placeholder)}</${elementPrefix}placeholder>`;
  }
  html += renderNodes(element.children, scope, context);
  return `${html}</${elementPrefix}${element.name}>`;
}

/** Renders an element once per item of its `wx:for` array, or once. */
function renderRepeated(element: ElementNode, scope: ExpressionScope, context: RenderContext): string {
  const source = element.attributes.get('wx:for');
  if (source === undefined) return renderElement(element, scope, context);
  const list = interpolate(source, scope, context);
  if (!Array.isArray(list)) {
    note(context, `wx:for="${source}" 的值不是数组，未绘制（可在数据里给出数组）`);
    return '';
  }
  const itemName = element.attributes.get('wx:for-item') || 'item';
  const indexName = element.attributes.get('wx:for-index') || 'index';
  return list.map((item: unknown, index) => renderElement(element, {...scope, [itemName]: item, [indexName]: index}, context)).join('');
}

function renderNodes(nodes: readonly TemplateNode[], scope: ExpressionScope, context: RenderContext): string {
  let html = '';
  // Whether an earlier branch of the current wx:if / wx:elif / wx:else chain was drawn.
  let chainMatched = true;
  for (const node of nodes) {
    if (node.kind === 'text') {
      html += escapeHtml(asText(interpolate(node.value, scope, context)));
      continue;
    }
    const {attributes} = node;
    let draw = true;
    if (attributes.has('wx:if')) {
      draw = Boolean(interpolate(attributes.get('wx:if') ?? '', scope, context));
      chainMatched = draw;
    } else if (attributes.has('wx:elif')) {
      draw = !chainMatched && Boolean(interpolate(attributes.get('wx:elif') ?? '', scope, context));
      chainMatched ||= draw;
    } else if (attributes.has('wx:else')) {
      draw = !chainMatched;
      chainMatched = true;
    }
    if (draw) html += renderRepeated(node, scope, context);
  }
  return html;
}

/** Inert HTML for `template`, and notes on what could not be drawn (with counts). */
export function renderTemplate(template: string, scope: ExpressionScope, width: number): {html: string; notes: DroppedCounts} {
  const context: RenderContext = {notes: new Map(), width, elements: 0};
  const html = renderNodes(parseTemplate(template), scope, context);
  return {html, notes: context.notes};
}
