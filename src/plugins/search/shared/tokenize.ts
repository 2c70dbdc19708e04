// One tokenizer for the indexed records (at build time) and for queries (in the browser): Chinese runs
// are cut into words with Intl.Segmenter, code-like terms (rem2rpx, customAttributes, @apply,
// w-[100px]) are kept whole and also split at their separators so both `custom` and
// `customattributes` match, and a quoted punctuation mark (`>`, "~") is a term of its own, because
// that is what tells one WXSS compile error from the next.

const segmenter = new Intl.Segmenter('zh-CN', {granularity: 'word'});
/** A run of Chinese characters. */
export const hanRun = /\p{Script=Han}+/gu;
const codeTerm = /[@\w][\w@.\-/[\]#:!%]*/g;
const quote = '`"\'“”‘’';
const quotedMark = new RegExp(`[${quote}]([^\\p{L}\\p{N}\\s${quote}])[${quote}]`, 'gu');

// Function words that appear on nearly every page and only add noise to OR-combined queries. The
// negations and adverbs after them are single characters too, which hanWords would otherwise join to
// the unknown single characters beside them into words that are none (h5 端没样式: 端没; 类名不生效: 类名不).
const stopWords = new Set([
  ...['的', '了', '是', '在', '和', '与', '或', '把', '被', '里', '也', '都', '就', '而', '及', '等', '个', '这', '那', '吗', '呢', '吧', '啊', '之', '其', '对', '为', '中'],
  ...['不', '没', '要', '很', '太', '才', '再', '又', '还', '啥'],
]);

// The segmenter's dictionary has words of a character and the particle 里 (包里, 手里) that cut the word
// before it apart: 分包里 is 分 | 包里. The character is read as a single one (joined to the singles before it: 分包).
// 哪里 (where) is a word of its own, and the pages' headings ask it (在哪里配置).
const particleGlued = /^(?!哪)\p{Script=Han}里$/u;

// 端 after a word is that word's end (服务 | 端, 客户 | 端, 移动 | 端, 小 | 程序 | 端: the server, the client, the platform's
// side), which the segmenter leaves a character of its own: joined to the single characters after it, it made terms no
// page holds (服务端下发: 服务 | 端下发, where the page's 由服务端或配置下发 has 下发). It closes the single characters before
// it (后 | 端 is 后端) and starts none. Not a 端 that starts the run or follows a space (端口, App 端): it ends no word there.
// Nor one after a stop word, which is no word it could end (构建和端到端测试: 和 | 端到端), nor the 端 of a word it starts
// that the segmenter lacks and cuts into 端 | 口 wherever it stands (修改端口, 打开服务端口: the port, 端口).
const wordEnd = '端';
const startedByWordEnd = new Set(['端口']);

function normalize(term: string): string {
  return term.toLowerCase().replace(/^[.\-/:#!%]+|[.\-/:#!%]+$/g, '');
}

// Words the pages write most that the segmenter's dictionary lacks and cuts into single characters (构 建, 类 名, 微 信):
// joined back with the single characters beside them, they made terms no reader types (构建微信, 由插件, 值类名, 插件会),
// and a page's 构建时 was never found by 构建. Read as words wherever they stand between the segmenter's cuts.
const siteWords = new Set([
  ...['插件', '类名', '构建', '组件', '组件库', '转义', '页面', '源码', '微信', '文档', '报错', '接入', '图标', '图标集', '分包', '主包'],
  ...['预设', '加载', '调用', '内置', '排查', '数组', '跳过', '前缀', '后缀', '伪类', '重置', '缓存', '字段', '弃用', '绑定', '补全'],
  ...['拼接', '内联', '包名', '间距', '边距', '内边距', '外边距', '圆角', '适配', '调试', '机型', '断点'],
  ...['模块', '链接', '斜杠', '反斜杠', '预览', '封装', '热重载', '暗黑', '跨端', '在线'],
  // Terms it cuts into a word and a character (选择 | 器, 任意 | 值): the character joined the single characters after it
  // (任意值类名: 任意 | 值类名), and the word alone asked for another (选择 is to choose).
  // Not where the word alone is the reader's word for the term (配置 of 配置项, 默认 of 默认值, 编译 of 条件编译, 兼容 of
  // 兼容性): read as one term, a page's 默认值 and 配置项 no longer answered `默认 配置`, nor 条件编译 `编译 条件`.
  ...['选择器', '任意值', '原子化', '原子类', '工具类', '伪元素', '热更新', '基础库', '自定义', '作用域', '优先级', '响应式'],
  ...['字符串', '命令行', '编辑器', '表达式', '开发者工具'],
]);
const LONGEST_SITE_WORD = Math.max(...[...siteWords].map((word) => word.length));

/** How many segments from `at` on make up the longest site word (siteWords) that starts there; 0 for none. */
function siteWordAt(segments: readonly Intl.SegmentData[], at: number): number {
  let text = '';
  let span = 0;
  for (let end = at; end < segments.length && segments[end].isWordLike; end++) {
    text += segments[end].segment;
    if (text.length > LONGEST_SITE_WORD) break;
    if (siteWords.has(text)) span = end - at + 1;
  }
  return span;
}

// The names of the platforms a reader builds for, as a reader types them. The segmenter's dictionary lacks most of them
// and cuts them by the characters around them, not as site words are (siteWords: between its cuts): 在安卓上 is 安 |
// 卓上, 钉钉上 钉 | 钉上, 支付宝 支付 | 宝, 在京东 在京 | 东. They are cut out of a run before it is segmented, so that a
// reader's 安卓 is the pages' 安卓 wherever either stands. Not 头条 or 快手, which the dictionary has: cut out, they
// broke words that hold them across a cut (文件开头条件编译 is 开头 | 条件, 尽快手动 尽快 | 手动).
// 鼠标 (the mouse) is cut out alike: the dictionary glues it to the verb after it (鼠标悬停, 鼠标滑过, 鼠标移入), a term
// for each verb, where the reader's 鼠标 says hover whatever the verb (./synonyms) and the verb is a word of its own.
const wordsCutOut = new RegExp(`(${['安卓', '鸿蒙', '京东', '支付宝', '抖音', '飞书', '钉钉', '鼠标'].join('|')})`, 'u');

/** The words of a Chinese run: the platforms' names and 鼠标 (wordsCutOut) as they stand, the text between them segmented (segmentedWords). */
function hanWords(run: string): string[] {
  // The split keeps each name at an odd place.
  return run.split(wordsCutOut).flatMap((part, at) => (at % 2 ? [part] : part ? segmentedWords(part) : []));
}

/**
 * The words of a Chinese run without platforms' names, as the segmenter cuts it. Its dictionary lacks some common words
 * and cuts them into single characters (报错 → 报 错, 模块 → 模 块): the site's own (siteWords) are read as words, and
 * other adjacent single characters are joined back into one term.
 * It cuts 小程序 into 小 | 程序 and lacks 微信 (微 信): the 小 is not joined to the name before it, which would make
 * 微信小程序 a term 微信小 that a reader's 微信 never finds.
 */
function segmentedWords(run: string): string[] {
  const words: string[] = [];
  let singles = '';
  const flushSingles = () => {
    if (singles) words.push(singles);
    singles = '';
  };
  const segments = [...segmenter.segment(run)];
  for (let at = 0; at < segments.length; at++) {
    const {segment, isWordLike} = segments[at];
    const span = siteWordAt(segments, at);
    if (span) {
      flushSingles();
      words.push(segments.slice(at, at + span).map((part) => part.segment).join(''));
      at += span - 1;
    } else if (segment === '小' && segments[at + 1]?.segment === '程序') {
      flushSingles();
      words.push(segment);
    } else if (
      segment === wordEnd &&
      segments[at - 1]?.isWordLike &&
      !stopWords.has(segments[at - 1].segment) &&
      !startedByWordEnd.has(segment + (segments[at + 1]?.segment ?? ''))
    ) {
      singles += segment;
      flushSingles();
    } else if (isWordLike && particleGlued.test(segment)) {
      if (!stopWords.has(segment[0])) singles += segment[0];
      flushSingles();
    } else if (!isWordLike || stopWords.has(segment)) {
      flushSingles();
    } else if (segment.length === 1) {
      singles += segment;
    } else {
      flushSingles();
      words.push(segment);
    }
  }
  flushSingles();
  return words;
}

/** The whole code-like terms of text (`weapp-tailwindcss`, `customattributes`), without their parts. */
function codeWords(text: string): {raw: string; whole: string}[] {
  return (text.replace(hanRun, ' ').match(codeTerm) ?? []).map((raw) => ({raw, whole: normalize(raw)})).filter(({whole}) => whole);
}

/**
 * The words of text as written: its Chinese words and whole code-like terms, not the parts tokenize
 * also splits a code-like term into (`weapp` of `weapp-tailwindcss` is no word of its own).
 */
export function wholeWords(text: string): string[] {
  return [...(text.match(hanRun) ?? []).flatMap(hanWords), ...codeWords(text).map(({whole}) => whole)];
}

/**
 * Stands for the `weapp` of the product's name (weapp-tailwindcss, weapp-tw, and the words built on them:
 * @weapp-tailwindcss/cli, UnifiedViteWeappTailwindcssPlugin), which is no term. The pages' own `weapp` is the mini
 * program target (`--target weapp`) and the synonym of 小程序; nearly every page names the product, so the name's
 * `weapp` would answer 小程序 as a whole word on all of them (prefix search still reaches the name, far lower). The
 * index keeps it as a word of the text's length (indexOptions.processTerm drops it), so that every other word scores
 * nearly as before; a query has no such word.
 */
export const NAME_WEAPP = ' weapp';
const nameAfterWeapp = new Set(['tailwindcss', 'tw']);

/**
 * Stands for the `app` of uni-app (and of uni-app x), which is no term either: a reader's `app` is the App platform
 * (App 端, 打包 app) or a file (app.wxss), and nearly every uni-app page would answer it. Kept as NAME_WEAPP is.
 */
const NAME_APP = ' app';

/** Whether a term only keeps a word's place in the text's length (NAME_WEAPP, NAME_APP): the index holds no such term. */
export const holdsPlaceOnly = (term: string) => term.startsWith(' ');

function withNamePlaceholders(parts: string[]): string[] {
  return parts.map((part, at) => {
    if (part === 'weapp' && nameAfterWeapp.has(parts[at + 1] ?? '')) return NAME_WEAPP;
    return part === 'app' && parts[at - 1] === 'uni' ? NAME_APP : part;
  });
}

// uni-app x (uniapp x) is a product of its own, not uni-app: one term, written as the pages write the name (which ranking
// looks for in headings as written), so that neither answers the other's name as a whole word. It keeps the length of the
// terms it made before (uni-app, uni, app, x). Not `uni-app xx` or `uni-app x-ray`.
const uniAppX = /(?<![\w/-])uni-?app\s+x(?![\w-])/gi;
export const UNI_APP_X = 'uni-app x';

// The extensions of the files the pages name (tailwind.config.js, app.wxss, App.uvue, project.config.json): a file's name
// is one term, not also its words (the `config` of every config file, the `app` of app.wxss and app.json), which were
// words of many pages that say nothing about them. Not a product named like a file, a capitalised word before `.js`
// (Node.js, Vue.js).
const fileExtensions = new Set([
  ...['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx', 'json', 'jsonc', 'css', 'wxss', 'acss', 'ttss', 'qss', 'jxss', 'scss', 'sass', 'less', 'styl'],
  ...['vue', 'uvue', 'nvue', 'wxml', 'axml', 'ttml', 'swan', 'wxs', 'sjs', 'html', 'md', 'mdx', 'yml', 'yaml', 'mpx', 'lock'],
]);
const productLikeFile = /^[A-Z][a-z]+\.js$/;

/** A word that names a file (`src/tailwind.config.js`): as written, without its folders, its base name, folders and extension. */
interface FileName {
  readonly whole: string;
  readonly file: string;
  readonly base: string;
  readonly folders: readonly string[];
  readonly extension: string;
}

/** The file a code word names (fileExtensions), undefined for a word that names none. */
function fileNameOf(raw: string, whole: string): FileName | undefined {
  const folders = whole.split('/');
  const file = folders.pop() as string;
  const dot = file.lastIndexOf('.');
  if (dot <= 0 || !fileExtensions.has(file.slice(dot + 1)) || productLikeFile.test(raw) || folders.some((folder) => !folder)) return undefined;
  return {whole, file, base: file.slice(0, dot), folders, extension: file.slice(dot + 1)};
}

/**
 * The terms of a file's name: the name as written, the file's name without its folders (`tailwind.config.js`), its base
 * name where it has more than one word (`tailwind.config`), its folders (`src`) and its extension (`js`). The base name's
 * words (`tailwind`, `config`) are no terms of their own: a query still reaches the name by prefix (`tailwind`), far below
 * a page's own word.
 */
function fileNameTerms({whole, file, base, folders, extension}: FileName): string[] {
  return [whole, ...(folders.length ? [file] : []), ...(base.includes('.') ? [base] : []), ...folders.filter((folder) => !/^\.+$/.test(folder)), extension];
}

const filesIn = (text: string) => codeWords(text).flatMap(({raw, whole}) => fileNameOf(raw, whole) ?? []);

/**
 * The words of the base names of the files text names (`tailwind` and `config` of `tailwind.config.js`, `app` of
 * `app.wxss`), which tokenize does not make terms of (fileNameTerms): a query that names a file also searches them, far
 * below the file's own name, for the pages that say them alone.
 */
export function fileNameWords(text: string): string[] {
  return filesIn(text).flatMap((name) => {
    const terms = fileNameTerms(name);
    return name.base.split(/[^a-z0-9\u00c0-\uffff]+/).filter((word) => word.length > 1 && !terms.includes(word));
  });
}

/**
 * The files text names, each by its name without folders (`app.wxss` of `dist/app.wxss`), as a heading would write it,
 * with the terms tokenize makes of the name as written (fileNameTerms).
 */
export function namedFiles(text: string): {readonly file: string; readonly terms: readonly string[]}[] {
  return filesIn(text).map((name) => ({file: name.file, terms: fileNameTerms(name)}));
}

/** The terms of indexed text: tokenize's, with NAME_WEAPP and NAME_APP where a product's name holds `weapp` or uni-app's `app`. */
export function indexedTerms(text: string): string[] {
  const terms: string[] = [];
  for (const run of text.match(hanRun) ?? []) terms.push(...hanWords(run));
  for (const [, mark] of text.matchAll(quotedMark)) terms.push(`\`${mark}\``);
  const uniAppXNames = text.match(uniAppX)?.length ?? 0;
  for (let named = 0; named < uniAppXNames; named++) terms.push(UNI_APP_X, 'uni', NAME_APP, 'x');
  for (const {raw, whole} of codeWords(text.replace(uniAppX, ' '))) {
    const file = fileNameOf(raw, whole);
    if (file) {
      terms.push(...fileNameTerms(file));
      continue;
    }
    terms.push(whole);
    const withoutAt = whole.replace(/^@/, '');
    if (withoutAt !== whole) terms.push(withoutAt);
    const parts = whole.split(/[^a-z0-9\u00c0-\uffff]+/).filter(Boolean);
    if (parts.length > 1) terms.push(...withNamePlaceholders(parts));
    terms.push(...withNamePlaceholders(camelParts(raw)));
  }
  return terms;
}

/** Splits text into lower-case search terms; the same function runs on documents (as indexedTerms) and on queries. */
export function tokenize(text: string): string[] {
  return indexedTerms(text).filter((term) => !holdsPlaceOnly(term));
}

/**
 * The words of a camelCase term: `customAttributes` also answers `attributes`. Each piece between separators is split
 * by itself, and no part keeps the punctuation that ends a sentence or a pasted call (`cssEntries.`, `TypeError:`,
 * `Module._resolveFilename`): a part ran across them (`function.module._resolve`, `entries.`), a term no text holds.
 */
function camelParts(raw: string): string[] {
  return raw.split(/[^A-Za-z0-9\u00c0-\uffff]+/).flatMap((piece) => {
    const parts = piece.split(/(?<=[a-z0-9])(?=[A-Z])/).map((part) => part.toLowerCase());
    return parts.length > 1 ? parts.filter((part) => part.length > 1) : [];
  });
}

/** The camelCase terms of text, each with the parts tokenize splits it into (`unifiedviteplugin`: unified, vite, plugin). */
export function camelCaseWordParts(text: string): {word: string; parts: string[]}[] {
  return codeWords(text)
    .map(({raw, whole}) => ({word: whole, parts: camelParts(raw)}))
    .filter(({parts}) => parts.length);
}

/** The camelCase terms of text (`customattributes` of `customAttributes`), lower-cased like the index's. */
export function camelCaseWords(text: string): string[] {
  return camelCaseWordParts(text).map(({word}) => word);
}

/** The camelCase parts tokenize splits the code-like terms of text into (`vite` of `UnifiedVitePlugin`). */
export function camelCaseParts(text: string): string[] {
  return camelCaseWordParts(text).flatMap(({parts}) => parts);
}
