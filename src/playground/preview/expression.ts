// Evaluates the simple `{{ }}` expressions of a template for the preview, with a small parser instead
// of eval/Function: the reader's text is data, never code the page runs. Supported: string, number,
// boolean, null and undefined literals, identifiers, member access (`a.b`, `a['b']`), parentheses,
// `!`, `===`/`!==`/`==`/`!=`, `&&`, `||`, `+` and `? :`.

export type ExpressionScope = Readonly<Record<string, unknown>>;

/** An expression outside the supported subset, or malformed; the message is shown to the reader. */
export class UnsupportedExpressionError extends Error {
  override name = 'UnsupportedExpressionError';
}

type Token =
  | {readonly kind: 'literal'; readonly value: unknown}
  | {readonly kind: 'identifier'; readonly name: string}
  | {readonly kind: 'operator'; readonly text: string};

const operators = ['===', '!==', '==', '!=', '&&', '||', '!', '+', '?', ':', '.', '(', ')', '[', ']'];
const keywordValues: Record<string, unknown> = {true: true, false: false, null: null, undefined: undefined};
const quoteEscapes: Record<string, string> = {n: '\n', r: '\r', t: '\t'};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === "'" || char === '"') {
      let value = '';
      let cursor = index + 1;
      while (cursor < source.length && source[cursor] !== char) {
        if (source[cursor] === '\\' && cursor + 1 < source.length) {
          cursor += 1;
          value += quoteEscapes[source[cursor]] ?? source[cursor];
        } else {
          value += source[cursor];
        }
        cursor += 1;
      }
      if (cursor >= source.length) throw new UnsupportedExpressionError('字符串没有结束');
      tokens.push({kind: 'literal', value});
      index = cursor + 1;
      continue;
    }
    const number = /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i.exec(source.slice(index))?.[0];
    if (number) {
      tokens.push({kind: 'literal', value: Number(number)});
      index += number.length;
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(index))?.[0];
    if (word) {
      tokens.push(Object.hasOwn(keywordValues, word) ? {kind: 'literal', value: keywordValues[word]} : {kind: 'identifier', name: word});
      index += word.length;
      continue;
    }
    const operator = operators.find((candidate) => source.startsWith(candidate, index));
    if (!operator) throw new UnsupportedExpressionError(`不支持 “${char}”`);
    tokens.push({kind: 'operator', text: operator});
    index += operator.length;
  }
  return tokens;
}

/** Own, non-inherited properties only, so `constructor` or `__proto__` never reach into prototypes. */
function readProperty(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return undefined;
  const name = String(key);
  if (typeof object === 'string') return name === 'length' ? object.length : object[Number(name)];
  if (typeof object !== 'object' || !Object.prototype.hasOwnProperty.call(object, name)) return undefined;
  return (object as Record<string, unknown>)[name];
}

/** Recursive descent over the tokens; each level returns the value of the expression it read. */
class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly scope: ExpressionScope,
  ) {}

  parse(): unknown {
    const value = this.conditional();
    if (this.position < this.tokens.length) throw new UnsupportedExpressionError(`不支持 “${this.describe(this.tokens[this.position])}”`);
    return value;
  }

  private describe(token: Token): string {
    if (token.kind === 'operator') return token.text;
    return token.kind === 'identifier' ? token.name : String(token.value);
  }

  private peek(text: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === 'operator' && token.text === text;
  }

  private accept(text: string): boolean {
    if (!this.peek(text)) return false;
    this.position += 1;
    return true;
  }

  private expect(text: string): void {
    if (!this.accept(text)) throw new UnsupportedExpressionError(`缺少 “${text}”`);
  }

  private conditional(): unknown {
    const condition = this.or();
    if (!this.accept('?')) return condition;
    const whenTrue = this.conditional();
    this.expect(':');
    const whenFalse = this.conditional();
    return condition ? whenTrue : whenFalse;
  }

  private or(): unknown {
    let value = this.and();
    while (this.accept('||')) {
      const right = this.and();
      value = value || right;
    }
    return value;
  }

  private and(): unknown {
    let value = this.equality();
    while (this.accept('&&')) {
      const right = this.equality();
      value = value && right;
    }
    return value;
  }

  private equality(): unknown {
    let value = this.additive();
    for (;;) {
      if (this.accept('===')) value = value === this.additive();
      else if (this.accept('!==')) value = value !== this.additive();
      // Loose equality on plain data values, as WXML's own expressions allow it.
      else if (this.accept('==')) value = value == this.additive();
      else if (this.accept('!=')) value = value != this.additive();
      else return value;
    }
  }

  private additive(): unknown {
    let value = this.unary();
    while (this.accept('+')) {
      const right = this.unary();
      value = typeof value === 'number' && typeof right === 'number' ? value + right : `${String(value)}${String(right)}`;
    }
    return value;
  }

  private unary(): unknown {
    if (this.accept('!')) return !this.unary();
    return this.member();
  }

  private member(): unknown {
    let value = this.primary();
    for (;;) {
      if (this.accept('.')) {
        const token = this.tokens[this.position];
        if (token?.kind !== 'identifier') throw new UnsupportedExpressionError('“.” 后面缺少属性名');
        this.position += 1;
        value = readProperty(value, token.name);
      } else if (this.accept('[')) {
        const key = this.conditional();
        this.expect(']');
        value = readProperty(value, key);
      } else if (this.peek('(')) {
        throw new UnsupportedExpressionError('不支持函数调用');
      } else {
        return value;
      }
    }
  }

  private primary(): unknown {
    const token = this.tokens[this.position];
    if (!token) throw new UnsupportedExpressionError('表达式不完整');
    this.position += 1;
    if (token.kind === 'literal') return token.value;
    if (token.kind === 'identifier') return readProperty(this.scope, token.name);
    if (token.text === '(') {
      const value = this.conditional();
      this.expect(')');
      return value;
    }
    throw new UnsupportedExpressionError(`不支持 “${token.text}”`);
  }
}

/** The value of `source` (the text between `{{` and `}}`) with identifiers read from `scope`. */
export function evaluateExpression(source: string, scope: ExpressionScope): unknown {
  return new Parser(tokenize(source), scope).parse();
}
