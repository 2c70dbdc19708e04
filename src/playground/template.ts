// Template side of the playground: finds the class candidates of a WXML (or Vue-style) template and
// escapes them the way weapp-tailwindcss's template handler does. The rules below follow the
// observable behaviour of `createContext().transformWxml(template, {runtimeSet})` in
// weapp-tailwindcss 4.12, quirks included, because the playground must show what the plugin writes.
// The docs' <TransformExample> pipeline (src/remark) uses the same `extractCandidates`.
import {escape} from '@weapp-core/escape';

/** Attributes the default template handler rewrites (matched case-insensitively). */
const rewrittenAttributes = new Set(['class', 'hover-class', 'virtualhostclass']);
/** Other `*-class` attributes: their classes get CSS, but the plugin only rewrites them when `customAttributes` says so. */
const classLikeAttribute = /^[\w-]+-class$/i;
/** Vue bindings (`:class`, `v-bind:hover-class` …) are JS expressions; in the compiled output transformJs escapes them. */
const classBinding = /^(?::|v-bind:)[\w-]*class$/i;

// The same characters the plugin's tokenizer treats as whitespace inside a class value.
const whitespaceCodes = new Set([9, 10, 11, 12, 13, 32, 160, 65279]);
const isWhitespace = (char: string): boolean => whitespaceCodes.has(char.charCodeAt(0));

interface Expression {
  readonly start: number;
  readonly end: number;
  /** Including the surrounding braces. */
  readonly value: string;
}

interface ClassToken {
  readonly start: number;
  readonly end: number;
  readonly value: string;
  readonly expressions: readonly Expression[];
}

type TokenizerState = 'between' | 'text' | 'inBraces' | 'closingBrace' | 'afterBraces';

/** Splits a class value at whitespace, keeping `{{ … }}` (which may contain spaces) inside its token. */
function tokenizeClassValue(value: string): ClassToken[] {
  const tokens: ClassToken[] = [];
  let state: TokenizerState = 'between';
  let tokenStart = 0;
  let expressionStart = 0;
  let expressions: Expression[] = [];
  const finishToken = (end: number) => {
    tokens.push({start: tokenStart, end, value: value.slice(tokenStart, end), expressions});
    expressions = [];
    state = 'between';
  };
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    switch (state) {
      case 'between':
        if (isWhitespace(char)) break;
        tokenStart = index;
        if (char === '{') {
          expressionStart = index;
          state = 'inBraces';
        } else {
          state = 'text';
        }
        break;
      case 'text':
      case 'afterBraces':
        if (isWhitespace(char)) {
          finishToken(index);
        } else if (char === '{') {
          expressionStart = index;
          state = 'inBraces';
        } else {
          state = 'text';
        }
        break;
      case 'inBraces':
        if (char === '}') state = 'closingBrace';
        break;
      case 'closingBrace':
        if (char === '}') {
          expressions.push({start: expressionStart, end: index + 1, value: value.slice(expressionStart, index + 1)});
          state = 'afterBraces';
        } else {
          state = 'inBraces';
        }
        break;
    }
  }
  if (state !== 'between') finishToken(value.length);
  return tokens;
}

/** The plugin's `replaceWxml`: drops line breaks (unless told not to) and escapes. */
function escapeText(text: string, keepLineBreaks: boolean, ignoreHead: boolean): string {
  return escape(keepLineBreaks ? text : text.replace(/[\n\r]+/g, ''), {ignoreHead});
}

const escapedWhitespace = /\\[nrt]/g;
const selectorLike = /[\w\u00A0-\uFFFF%-?]/;

/** Class candidates inside a JS string: split at whitespace and double quotes, like the plugin's `splitCode`. */
function splitLiteral(text: string): string[] {
  const normalized = text.includes('\\') ? text.replace(escapedWhitespace, ' ') : text;
  return normalized.split(/\s+|"/).filter((part) => selectorLike.test(part));
}

const simpleEscapes: Record<string, string> = {n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0'};

/** The value of a quoted JS string from its source text: what Babel calls `node.value`. */
function cookString(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(u\{[\dA-Fa-f]+\}|u[\dA-Fa-f]{4}|x[\dA-Fa-f]{2}|\r\n|[\s\S])/g, (_match, escaped: string) => {
    if (escaped.startsWith('u{')) return String.fromCodePoint(Number.parseInt(escaped.slice(2, -1), 16));
    if (escaped.length > 1 && (escaped[0] === 'u' || escaped[0] === 'x')) return String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    if (escaped === '\r\n' || escaped === '\n' || escaped === '\r' || escaped === '\u2028' || escaped === '\u2029') return '';
    return simpleEscapes[escaped] ?? escaped;
  });
}

/** Re-escapes a changed string value the way the plugin does (only quotes, backslashes and line breaks). */
function escapeStringValue(value: string): string {
  return value.replace(/[\n\r"'\\\u2028\u2029]/g, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\u2028') return '\\u2028';
    if (char === '\u2029') return '\\u2029';
    return `\\${char}`;
  });
}

/**
 * Escapes the candidates of one literal that are in the runtime set. Like the plugin, each candidate
 * replaces its first occurrence, `*` is always kept (the default `jsPreserveClass`), and a changed
 * quoted string is written back from its value, so other escape sequences come out resolved.
 */
function rewriteLiteral(source: string, quoted: boolean, runtimeSet: ReadonlySet<string>): string {
  const value = quoted ? cookString(source) : source;
  let rewritten = value;
  for (const candidate of splitLiteral(value)) {
    if (candidate === '*' || !runtimeSet.has(candidate)) continue;
    const escaped = escapeText(candidate, false, false);
    rewritten = rewritten.replace(candidate, () => escaped);
  }
  if (rewritten === value) return source;
  return quoted ? escapeStringValue(rewritten) : rewritten;
}

interface LiteralSpan {
  /** Offsets of the literal's content, quotes excluded. */
  readonly start: number;
  readonly end: number;
  /** A '…' or "…" string, as opposed to a chunk of a template literal. */
  readonly quoted: boolean;
  readonly directive: boolean;
}

const regexAllowedAfter = new Set([...'(,=:[!&|?{};+-*%<>~^']);

/**
 * Finds the string literals and template-literal chunks of a JS expression without a full parser.
 * `weappTwIgnore` tagged templates are skipped, as the plugin does by default.
 */
function findLiterals(code: string): LiteralSpan[] {
  const spans: LiteralSpan[] = [];
  let index = 0;
  let previousSignificant = '';
  // Template literals nest: each entry counts the braces opened inside one `${ … }`.
  const templateDepths: number[] = [];
  const ignoredTemplates: boolean[] = [];

  const scanTemplateChunk = (start: number, ignored: boolean): number => {
    let cursor = start;
    while (cursor < code.length) {
      const char = code[cursor];
      if (char === '\\') {
        cursor += 2;
      } else if (char === '`') {
        if (!ignored) spans.push({start, end: cursor, quoted: false, directive: false});
        return cursor + 1;
      } else if (char === '$' && code[cursor + 1] === '{') {
        if (!ignored) spans.push({start, end: cursor, quoted: false, directive: false});
        templateDepths.push(0);
        ignoredTemplates.push(ignored);
        return cursor + 2;
      } else {
        cursor += 1;
      }
    }
    return cursor;
  };

  while (index < code.length) {
    const char = code[index];
    const next = code[index + 1];
    if (isWhitespace(char)) {
      index += 1;
    } else if (char === '/' && next === '/') {
      const lineEnd = code.indexOf('\n', index);
      index = lineEnd === -1 ? code.length : lineEnd + 1;
    } else if (char === '/' && next === '*') {
      const commentEnd = code.indexOf('*/', index + 2);
      index = commentEnd === -1 ? code.length : commentEnd + 2;
    } else if (char === "'" || char === '"') {
      let cursor = index + 1;
      while (cursor < code.length && code[cursor] !== char && code[cursor] !== '\n') {
        cursor += code[cursor] === '\\' ? 2 : 1;
      }
      spans.push({start: index + 1, end: Math.min(cursor, code.length), quoted: true, directive: false});
      index = cursor + 1;
      previousSignificant = char;
    } else if (char === '`') {
      const ignored = /\bweappTwIgnore\s*$/.test(code.slice(Math.max(0, index - 64), index));
      index = scanTemplateChunk(index + 1, ignored);
      previousSignificant = '`';
    } else if (char === '/' && (previousSignificant === '' || regexAllowedAfter.has(previousSignificant))) {
      // A regular expression literal: skip it so quotes inside it are not taken for strings.
      let cursor = index + 1;
      let inClass = false;
      while (cursor < code.length && code[cursor] !== '\n' && (inClass || code[cursor] !== '/')) {
        if (code[cursor] === '\\') cursor += 1;
        else if (code[cursor] === '[') inClass = true;
        else if (code[cursor] === ']') inClass = false;
        cursor += 1;
      }
      index = cursor + 1;
      previousSignificant = '/';
    } else if (templateDepths.length > 0 && (char === '{' || char === '}')) {
      const depth = templateDepths.length - 1;
      if (char === '{') {
        templateDepths[depth] += 1;
        index += 1;
      } else if (templateDepths[depth] > 0) {
        templateDepths[depth] -= 1;
        index += 1;
      } else {
        templateDepths.pop();
        index = scanTemplateChunk(index + 1, ignoredTemplates.pop() ?? false);
      }
      previousSignificant = char;
    } else {
      index += 1;
      previousSignificant = char;
    }
  }
  return spans;
}

/** Offset of the first code after whitespace and comments. */
function skipTrivia(code: string, start: number): number {
  let index = start;
  while (index < code.length) {
    if (isWhitespace(code[index])) {
      index += 1;
    } else if (code.startsWith('//', index)) {
      const lineEnd = code.indexOf('\n', index);
      index = lineEnd === -1 ? code.length : lineEnd + 1;
    } else if (code.startsWith('/*', index)) {
      const commentEnd = code.indexOf('*/', index + 2);
      index = commentEnd === -1 ? code.length : commentEnd + 2;
    } else {
      break;
    }
  }
  return index;
}

/**
 * Marks the directive prologue: parsed as a program, a leading statement that is only a string
 * (`{{ 'a' }}`) is a directive, which the plugin's Babel visitor never rewrites.
 */
function markDirectives(code: string, spans: LiteralSpan[]): LiteralSpan[] {
  let cursor = skipTrivia(code, 0);
  return spans.map((span) => {
    if (!span.quoted || span.start - 1 !== cursor) return span;
    const afterLiteral = skipTrivia(code, span.end + 1);
    if (afterLiteral !== code.length && code[afterLiteral] !== ';') return span;
    cursor = skipTrivia(code, afterLiteral + 1);
    return {...span, directive: true};
  });
}

/** Whether the code compiles as a script body. The function is only created, never called. */
function isValidScript(code: string): boolean {
  try {
    new Function(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * The plugin parses a `{{ }}` expression as a program, then wrapped as `(\n…\n)`, and leaves it alone
 * when neither parses; only string literals whose classes are in the runtime set change. A Vue
 * binding ends up as an argument in compiled JS, so it is never parsed as a program.
 */
function rewriteExpression(code: string, runtimeSet: ReadonlySet<string>, asProgram: boolean): string {
  let spans: LiteralSpan[];
  if (asProgram && isValidScript(code)) spans = markDirectives(code, findLiterals(code));
  else if (isValidScript(`(\n${code}\n)`)) spans = findLiterals(code);
  else return code;
  let result = '';
  let copied = 0;
  for (const span of spans) {
    if (span.directive) continue;
    result += code.slice(copied, span.start) + rewriteLiteral(code.slice(span.start, span.end), span.quoted, runtimeSet);
    copied = span.end;
  }
  return result + code.slice(copied);
}

/** Rewrites a `class`/`hover-class` value token by token, as the plugin's template replacer does. */
function rewriteClassValue(value: string, runtimeSet: ReadonlySet<string>): string {
  const tokens = tokenizeClassValue(value);
  if (tokens.length === 0) return value;
  let result = '';
  let previousEnd = 0;
  for (const token of tokens) {
    // Whitespace between tokens only loses its line breaks.
    result += escapeText(value.slice(previousEnd, token.start), false, true);
    if (token.expressions.length === 0) {
      result += escapeText(token.value, false, false);
    } else {
      let cursor = token.start;
      for (const expression of token.expressions) {
        if (cursor < expression.start) {
          // The plugin compares with the start of the whole value, not of the token.
          result += escapeText(value.slice(cursor, expression.start), true, cursor > 0);
        }
        result += `{{${rewriteExpression(expression.value.slice(2, -2), runtimeSet, true)}}}`;
        cursor = expression.end;
      }
      if (cursor < token.end) result += escapeText(value.slice(cursor, token.end), false, true);
    }
    previousEnd = token.end;
  }
  return result + escapeText(value.slice(previousEnd), false, true);
}

/** Candidates of a class value: its plain words and the words of string literals inside `{{ }}`. */
function collectValueCandidates(value: string, found: Set<string>): void {
  for (const token of tokenizeClassValue(value)) {
    let cursor = token.start;
    for (const expression of token.expressions) {
      addWords(value.slice(cursor, expression.start), found);
      collectExpressionCandidates(expression.value.slice(2, -2), found);
      cursor = expression.end;
    }
    addWords(value.slice(cursor, token.end), found);
  }
}

function collectExpressionCandidates(code: string, found: Set<string>): void {
  for (const span of findLiterals(code)) {
    const source = code.slice(span.start, span.end);
    for (const word of splitLiteral(span.quoted ? cookString(source) : source)) found.add(word);
  }
}

function addWords(text: string, found: Set<string>): void {
  for (const word of text.split(/\s+/)) {
    if (word) found.add(word);
  }
}

interface Attribute {
  readonly name: string;
  /** Offsets of the value inside the template, quotes excluded. */
  readonly valueStart: number;
  readonly valueEnd: number;
}

const tagNameStart = /[A-Za-z]/;
const attributeNameEnd = /[\s/>=]/;

/** Quoted attributes of every start tag; comments, CDATA and processing instructions are skipped. */
function findAttributes(template: string): Attribute[] {
  const attributes: Attribute[] = [];
  let index = 0;
  const skipPast = (terminator: string, from: number) => {
    const end = template.indexOf(terminator, from);
    return end === -1 ? template.length : end + terminator.length;
  };
  while (index < template.length) {
    const open = template.indexOf('<', index);
    if (open === -1) break;
    if (template.startsWith('<!--', open)) {
      index = skipPast('-->', open + 4);
      continue;
    }
    if (template.startsWith('<![CDATA[', open)) {
      index = skipPast(']]>', open + 9);
      continue;
    }
    const next = template[open + 1] ?? '';
    if (next === '/' || next === '!' || next === '?') {
      index = skipPast('>', open + 2);
      continue;
    }
    if (!tagNameStart.test(next)) {
      index = open + 1;
      continue;
    }
    let cursor = open + 1;
    while (cursor < template.length && !/[\s/>]/.test(template[cursor])) cursor += 1;
    // Attributes until the end of the tag.
    while (cursor < template.length && template[cursor] !== '>') {
      const char = template[cursor];
      if (isWhitespace(char) || char === '/') {
        cursor += 1;
        continue;
      }
      const nameStart = cursor;
      while (cursor < template.length && !attributeNameEnd.test(template[cursor])) cursor += 1;
      const name = template.slice(nameStart, cursor);
      if (cursor === nameStart) {
        cursor += 1;
        continue;
      }
      let afterName = cursor;
      while (afterName < template.length && isWhitespace(template[afterName])) afterName += 1;
      if (template[afterName] !== '=') continue;
      let valueStart = afterName + 1;
      while (valueStart < template.length && isWhitespace(template[valueStart])) valueStart += 1;
      const quote = template[valueStart];
      if (quote === '"' || quote === "'") {
        const close = template.indexOf(quote, valueStart + 1);
        const valueEnd = close === -1 ? template.length : close;
        attributes.push({name, valueStart: valueStart + 1, valueEnd});
        cursor = valueEnd + 1;
      } else {
        // Unquoted values are left alone.
        cursor = valueStart;
        while (cursor < template.length && !/[\s>]/.test(template[cursor])) cursor += 1;
      }
    }
    index = cursor + 1;
  }
  return attributes;
}

type AttributeKind = 'rewritten' | 'classLike' | 'binding' | 'other';

function attributeKind(name: string): AttributeKind {
  if (rewrittenAttributes.has(name.toLowerCase())) return 'rewritten';
  if (classBinding.test(name)) return 'binding';
  if (classLikeAttribute.test(name)) return 'classLike';
  return 'other';
}

/** Class candidates of the template in order of first appearance: what Tailwind generates CSS for. */
export function extractCandidates(template: string): string[] {
  const found = new Set<string>();
  for (const attribute of findAttributes(template)) {
    const kind = attributeKind(attribute.name);
    const value = template.slice(attribute.valueStart, attribute.valueEnd);
    if (kind === 'rewritten' || kind === 'classLike') collectValueCandidates(value, found);
    else if (kind === 'binding') collectExpressionCandidates(value, found);
  }
  return [...found];
}

/** The template with escaped class names; classes outside `runtimeSet` in `{{ }}` strings stay as written. */
export function transformTemplate(template: string, runtimeSet: ReadonlySet<string>): string {
  let result = '';
  let copied = 0;
  for (const attribute of findAttributes(template)) {
    const kind = attributeKind(attribute.name);
    if (kind !== 'rewritten' && kind !== 'binding') continue;
    const value = template.slice(attribute.valueStart, attribute.valueEnd);
    const rewritten =
      kind === 'rewritten' ? rewriteClassValue(value, runtimeSet) : rewriteExpression(value, runtimeSet, false);
    result += template.slice(copied, attribute.valueStart) + rewritten;
    copied = attribute.valueEnd;
  }
  return result + template.slice(copied);
}
