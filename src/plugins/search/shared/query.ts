// What a query is searched for. Readers often paste the message a build or the WeChat developer tool
// printed; the parts of it that describe their own project (file positions, paths, the tool's
// environment, stack frames, colours) say nothing about the cause and would only pull in unrelated
// pages, so they are dropped before tokenizing. The words of the message and its quoted token stay.
import {withSynonyms} from './synonyms';
import {camelCaseParts, camelCaseWords, fileNameWords, hanRun, tokenize, UNI_APP_X, wholeWords} from './tokenize';

const pastedNoise: readonly RegExp[] = [
  // ANSI colour and cursor codes of a terminal, which start with the escape character.
  // eslint-disable-next-line no-control-regex
  /\u001b\[[\d;]*[A-Za-z]/g,
  // The WeChat developer tool's tail: (env: Windows,mp,1.06.2405020; lib: 3.5.2).
  /\(env:[^)]*\)/gi,
  // The source excerpt under a compiler error (`> 7 | *,`, `  | ^`).
  /^\s*>?\s*\d*\s*\|.*$/gm,
  // Positions: at pos 2746, (172:19), index.ts(1,25), file.js:12:5, files://app.wxss#404.
  /\bat pos \d+/gi,
  /\(\d+[:,]\d+\)|:\d+:\d+\b|(?<=\.\w+)#\d+\b/g,
  // The folders of a file path (./src/, ../, ~/, C:\, /abs/): the file name stays. A lone slash or
  // backslash is not a path: `\` is the token of an error.
  /(?<![\w.@\-\])])(?:(?:[A-Za-z]:|\.{1,2}|~)[\\/](?:[^\s\\/'"`()[\]]+[\\/])*|[\\/](?:[^\s\\/'"`()[\]]+[\\/])+)/g,
];

// Tailwind CSS's major typed onto its name (`tailwindcss3`, `tailwindv4`): the pages write them apart
// (Tailwind CSS v3), and ranking reads the version from either (namedVersions); the index has no such
// word, so the query is read with a space between them. (`vue3`, `webpack5` are words of the pages.)
const gluedVersion = /\b(tailwind(?:css)?)(v?[234])\b/gi;
// Tailwind CSS shortened to tw before its major (`tw4`, `tw v3`, `tw 4.x`): the pages never write tw for it (their tw is
// the CLI's weapp-tw), so the query is read with the name the pages write, and ranking reads its major as Tailwind CSS's.
// Not the tw of weapp-tw (`weapp-tw 4`) or of a path or package (`@tw/…`), nor a count after it (`tw 3 列`): apart from tw, the
// major carries its v or .x.
const twMajor = /(?<![\w@/.-])tw(v?[234](?:\.x)?|\s+v[234](?:\.x)?|\s+[234]\.x)(?![\w.])/gi;
// A framework's or tool's major typed onto its name (`taro4.x`, `taro3`, `pnpm8`): the pages write them apart (Taro 4, pnpm 8) and
// have no such word, so the name is read alone. Not words the pages write glued (`vue3`, `webpack5`).
const gluedFrameworkVersion = /\b(taro|mpx|node|react|pnpm|npm|yarn|vite)\d+(?:\.[\dx]+)*(?![\w.])/gi;
// Two of the plugin's majors typed as bare numbers around a move from one to the other (`从 4 升到 5`, `4升级5`,
// `weapp-tailwindcss 4 升级到 5`): the pages write them v4 or 4.x (从 v3 升级到 v4), and ranking reads a line from those
// forms alone (namedVersions), so the numbers are read as v4, v5; one side may already carry its v (`从 v4 升级到 5`).
// Only where nothing but 从 or the plugin's name comes before them: after another product's or a thing's name the
// numbers are its own (`vue 2 升级 3`, `基础库 2 升级到 3`), and before 个 they count (`1 升级到 2 个页面`).
// Two bare majors a reader weighs against each other (`装的是 4 还是 5`, `4 和 5 有什么区别`): the plugin's lines, read as v4, v5
// as above. Not after a product's name (`vue 2 还是 3`, `node 18 还是 20`), nor before a counter or a unit (`4 还是 5 个`,
// `2 和 3 列`, `1 还是 2 rpx`), nor in a query that names another product or thing with majors of its own anywhere
// (`webpack 版本 4 还是 5`, `tailwind 用 3 还是 4`, `eslint 插件 用 3 还是 4`, `基础库 2 还是 3`): the numbers are most likely its.
// The plugin's own name right before them (`装的是 weapp-tailwindcss 4 还是 5`) names whose majors they are, whatever else
// the query names.
const majorsChoice = String.raw`v?([1-5])\s*(还是|或者|和|与|跟)\s*v?([1-5])(?![\w.%]|\s*(?:[个次种条行列位天年月号倍级层张页]|像素|r?px|r?em))`;
const bareMajorsChoice = new RegExp(String.raw`(?<![A-Za-z][\w.-]*\s*)(?<![\w.])` + majorsChoice, 'gi');
const pluginMajorsChoice = new RegExp(String.raw`(?<=weapp-t(?:ailwindcss|w)\s*@?\s*)` + majorsChoice, 'gi');
const versionedThings = /(?<![\w-])(?:uni-?app|taro|tailwind(?:\s*css)?|hbuilderx?|node(?:\.?js)?|vue|react|webpack|vite|rspack|mpx|postcss|sass|eslint|prettier|npm|pnpm|yarn)(?![a-z])|基础库/i;
const bareMajorsMove = /(?<=^\s*|从\s*|weapp-t(?:ailwindcss|w)\s*@?\s*)v?([1-5])(?![\w.])\s*(升级|迁移|迁到|升到|换到|切到|升)(到|至)?\s*v?([1-5])(?![\w.%]|\s*个)/gi;
// The adverbs 都 and 也 right before 没了 (渐变都没了, 图标也没了): the segmenter cuts 都没 | 了, and the reader's 没了 is lost.
// The adverb is a stop word of its own: read apart, 没了 is the word it is. Only before 没了: 都没有报错 read apart gives 没有,
// a word of most pages with no failure synonyms, and 也没用 gives 没用, which only at-property holds (a utility 没用 = unused).
const adverbBeforeNegation = /([都也])(?=没了)/g;
// A negation of two characters before 生效 (无法生效, 不能生效, 没法生效, 没办法生效, 未能生效, 不会生效) is the reader's 不 of 不生效:
// the segmenter keeps 无法, 不能 and 没法 as words, which a page about the failure need not hold (its heading says 不生效 or
// 失效), so the query is read with 不. An adverb of manner between a negation and 生效 (无法正常生效, 没有正常生效, 不能完全生效)
// says no more: without it the negation stands before 生效 as in 不生效, and 正常 is no word a page must hold either.
const twoCharacterNegationOfEffect = /(?:无法|不能|没法|没办法|未能|不会)\s*(?:正常|完全|成功|正确|真正)?(?=\s*生效)/g;
const adverbOfEffect = /(?<=(?:不|没|没有)\s*)(?:正常|完全|成功|正确|真正)(?=生效)/g;
// A reader's wish between 只 and the place it should hold in (只想在微信小程序生效, 只希望在 H5 生效): the pages say 只在 (只在指定平台生效,
// 只在微信小程序中生效), and the segmenter's 只想 is a word no page about it holds. Not 只要在 (as long as).
const onlyWantedIn = /只(?:想|希望|打算)(?=\s*在)/g;
// 支持 that only asks whether the product works somewhere (原生项目 支持吗, 支不支持 uni-app x, 能支持吗): the question, as 能用吗
// (askingWords) is; what it asks about is in the query's other words, and the pages that say 支持 most (the lists of what is
// supported) would otherwise answer it before the page on the thing asked about. Not 支持 beside what is supported (支持
// tailwind v3 吗, 是否支持引用外部包组件: 支持 before its object, 从哪个版本开始支持 after a question of when).
const supportQuestion = /(?:能|可以|是否)?\s*支持(?=\s*[吗么嘛]|\s*不\s*[?？]?\s*$)|支不支持(?=\s*$)/g;
// uni-app written with a space (`uni app`): the pages write uni-app, and its parts alone are words of many pages.
const spacedUniApp = /\buni\s+app\b/gi;
// uni-app x typed as one word (`uniappx`): the pages write uni-app x, and the index's only `uniappx` is the option
// uniAppX, which a reader who means it types in its own case (left as it is).
const gluedUniAppX = /\buniappx\b/g;
// uni-app x with a hyphen for its space (`uni-app-x`, `uniapp-x`), in any case: the pages write uni-app x, and the
// index's `uni-app-x` is only part of a path or an export (`/docs/uni-app-x`, `weapp-tailwindcss/uni-app-x`), which the
// character before it keeps as it is.
const hyphenatedUniAppX = /(?<![\w/-])uni-?app-x(?![\w-])/gi;

// The frameworks a reader says they do not use (`不用 uni-app 和 Taro，原生小程序能用吗`, `除了 uni-app 还支持哪些框架`):
// the pages about those frameworks are the ones the reader has ruled out, and their names would ask for them.
// 是不是 asks whether (`是不是 uni-app x 不支持 @apply`), and 不是 uni-app 的问题 says whose problem it is not: neither
// rules the framework out.
// The build tools a reader names as ones they do without (`没用 webpack 和 gulp`, `不用 vite`, `不经过 vite`, `不依赖 webpack`) are ruled
// out the same way, whichever verb says so (不想用, 不经过, 不依赖, 不借助, 不走).
// Not 打包工具 itself: the pages that answer a reader without one say so with it (不经过打包工具, 不依赖任何打包工具).
// A name goes whole: the vite of vite.config or vite-plugin-xxx is a file or package the reader has.
// 除了 X 还要/还需要/还得 (`除了 vite 插件 还要装 postcss 吗`) says what the reader needs besides X, which they keep.
const frameworkName = String.raw`(?:uni-?app(?:\s*x)?|taro|mpx|weapp-vite|hbuilderx?|webpack|vite|gulp|rspack)(?![\w.-])`;
const frameworkList = String.raw`${frameworkName}(?:\s*(?:和|与|或|、|,|，|/)\s*${frameworkName})*`;
const besidesKept = String.raw`(?![^，。！？；,!?;\n]*还(?:要|需要|得|必须|应该|需))`;
const negatedFrameworks = new RegExp(
  String.raw`(?:不用|不使用|没用|没有用|不想用|不想使用|不经过|不依赖|不借助|不走)\s*${frameworkList}|除了\s*${frameworkList}${besidesKept}|(?<!是)不是\s*${frameworkList}(?!\s*(?:x\b|的|和|与|或|、|,|，|/))`,
  'gi',
);

// A reader who says they use no framework (没用框架的小程序, 不用任何框架, 不想用框架) has a native mini program, which the pages call 原生
// (原生小程序): the query is read with that word. Not where 框架 is followed by what a framework brings (不用框架自带的
// autoprefixer, 没用框架内置的压缩): the reader does without that, not without a framework.
const noFramework = /(?:没用|不用|没有用|没使用|不使用|没有使用|不借助|不依赖|不想用|不想使用|不打算用)\s*(?:任何\s*)?框架(?!\s*(?:自带|内置|提供|默认|本身|自身|自己))/g;

// A CSS declaration typed without the space after its colon (`text-[28rpx] 生成了 color:28rpx`): one word for the tokenizer,
// which no page holds; the pages write `color: 28rpx`. Only before a length with its unit or a hex colour, so a port
// (localhost:3000) or a scheme (node:internal) stays as it is.
const gluedDeclaration = /(?<![\w./:-])([a-z][a-z-]*):(?=-?\d+(?:\.\d+)?(?:rpx|px|rem|em|vw|vh|%)(?![\w.])|#[\da-f]{3,8}(?![\w]))/gi;

// A stack frame: a line that starts with `at`, or, where the search box has joined a pasted trace into one line, an
// `at` followed by the function and its place in parentheses (`at Object.<anonymous> (/app/node_modules/x/a.js:3:1)`,
// `at new Hash (node:internal/crypto/hash:101:19)`) or by a place alone (`at file:///app/a.mjs:3:1`).
const stackFrames = [
  /^\s*at\s.*$/gm,
  /\bat\s+(?:(?:new|async)\s+)?(?:[\w$.<>[\]]+(?:\s+\[as\s+[\w$]+\])?\s+)?\([^()]*(?::\d+|<anonymous>|\bnative)\)/g,
  /\bat\s+(?:file:\/\/|node:|[A-Za-z]:[\\/]|\.{0,2}[\\/])\S*:\d+:\d+/g,
];
// The package a frame's file is in: the last `node_modules/<name>` (`@scope/name`) of its path, pnpm's store included.
const framePackage = /node_modules[\\/]((?:@[\w.-]+[\\/])?[\w-][\w.-]*)/g;

/** The package a stack frame's file is in (framePackage), if any. */
function framePackageOf(frame: string): string | undefined {
  return [...frame.matchAll(framePackage)].at(-1)?.[1].replace(/\\/g, '/');
}

/**
 * The query without the parts of a pasted message that only describe the reader's project, without the frameworks
 * it rules out, and with the names it glues (Tailwind CSS's major, uni-app x) written as the pages write them.
 * Stack frames say nothing about the cause beside the message they follow: their function, the folders of the reader's
 * project and the position asked for object, anonymous, users and modules. A trace pasted without its message says
 * only which packages threw (`@tailwindcss/node`, `tailwindcss-patch`), which the pages name where they explain their errors.
 */
export function normalizeQuery(query: string): string {
  const packages: string[] = [];
  const withoutFrames = stackFrames.reduce(
    (text, frame) =>
      text.replace(frame, (found) => {
        const name = framePackageOf(found);
        if (name) packages.push(name);
        return ' ';
      }),
    query,
  );
  const rest = withoutNoise(withoutFrames);
  return rest || withoutNoise([...new Set(packages)].join(' '));
}

/** normalizeQuery of a query without stack frames. */
function withoutNoise(query: string): string {
  return pastedNoise
    .reduce((text, noise) => text.replace(noise, ' '), query)
    .replace(negatedFrameworks, ' ')
    .replace(noFramework, ' 原生 ')
    .replace(gluedDeclaration, '$1: ')
    .replace(gluedVersion, '$1 $2')
    .replace(twMajor, (_tw, major: string) => `tailwindcss ${major.trim()}`)
    .replace(gluedFrameworkVersion, '$1')
    .replace(bareMajorsMove, 'v$1 $2$3 v$4')
    .replace(bareMajorsChoice, (choice, from, word, to, _at, text: string) => (versionedThings.test(text) ? choice : `v${from} ${word} v${to}`))
    .replace(pluginMajorsChoice, 'v$1 $2 v$3')
    .replace(adverbBeforeNegation, '$1 ')
    .replace(twoCharacterNegationOfEffect, '不')
    .replace(adverbOfEffect, '')
    .replace(onlyWantedIn, '只')
    .replace(supportQuestion, ' ')
    .replace(spacedUniApp, 'uni-app')
    .replace(gluedUniAppX, 'uni-app x')
    .replace(hyphenatedUniAppX, 'uni-app x')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words that only say that the reader asks (怎么用, 为什么, 支持哪些, 可以吗, 能不能用): headings phrased as
// questions hold them too (现在应该怎么做, 如何选择), which says nothing about what the reader asks about.
const askingWords = new Set(['如何', '怎么', '怎样', '什么', '为什么', '哪个', '哪些', '可以', '能否', '是否', '能不能', '能用']);

// Words that only join the reader's sentence (一起开发, 保存一下, 一直报错, 不用打包工具), and the spoken words around
// what a reader tells (想让, 升级以后, 提 issue 之前, 有些样式, 自己写的插件): a page that answers need not say them, and a page that says them
// (和 NutUI 一起使用) is not about them. Being rare on the pages, the spoken ones would weigh most of all.
// Nor do the words the segmenter makes of function words alone (类名不被转义, taro 用不了, 这个插件, 配置没能生效: the 没 of
// 没生效 and 不 of 不生效 are dropped as stop words, 没能 would be a word a page must hold).
const sentenceWords = new Set([
  ...['一下', '一起', '一直', '已经', '还是', '但是', '然后', '总是', '突然', '不用'],
  ...['想让', '还想', '有些', '以后', '之后', '之前', '自己'],
  ...['不被', '不了', '没能', '这个'],
  // The two-character forms of the tokenizer's stop words 要, 里 and 或 (需要重新保存, 卡片里面, / 或者 :): they say no more than
  // the single characters, which are dropped, and being rarer on the pages they would weigh more than the words they join.
  ...['需要', '里面', '或者'],
  // Words that only say how many of something the reader means (各个版本更新了什么, 各种框架, 所有配置项): the page that
  // answers lists them without saying so (版本说明: 各版本更新了什么), and the segmenter keeps them as words of their own.
  ...['各个', '各种', '所有'],
]);

// A character the segmenter glued to the particle 的 (写的, 的是, 我的, 好的, 的话): no word, and as rare on the pages as
// any stray join, it would weigh most of all. 目的 is a word.
const gluedParticle = /^的\p{Script=Han}$|^\p{Script=Han}的$/u;
const wordsWithParticle = new Set(['目的']);
const isGluedParticle = (term: string) => gluedParticle.test(term) && !wordsWithParticle.has(term);

/** A character a reader types for a word the pages write in two (拼 for 拼接, ./synonyms): a word of its own. */
const isCharacterWord = (term: string) => withSynonyms([term])[0].length > 1;

/** Whether a term is a word of the query (typedTerms): two characters or more, or a character with a synonym (isCharacterWord). */
export const isWord = (term: string) => [...term].length > 1 || isCharacterWord(term);

/**
 * The terms of the query as typed. Single characters (不, y from space-y-4) match nearly every page and
 * would be highlighted everywhere, and words that only ask (askingWords) match any heading that asks;
 * words that only join the sentence (sentenceWords) and characters glued to 的 (isGluedParticle) say nothing
 * the page must hold: they count only when the query has nothing else. A character with a synonym (isCharacterWord) is a word.
 */
export function typedTerms(query: string): string[] {
  const terms = [...new Set(tokenize(normalizeQuery(query)))];
  const longer = terms.filter(isWord);
  const topical = longer.filter((term) => !askingWords.has(term) && !sentenceWords.has(term) && !isGluedParticle(term));
  return topical.length ? topical : longer.length ? longer : terms;
}

// A reader who does not want a class escaped or changed (不想转义, 别把类名改掉, 不让插件改写类名, 类名不被转义) asks how to
// leave it as it is: the pages call that 忽略 (weappTwIgnore, 忽略指定函数的参数). Within one clause of the query; not the
// 别 of a word (识别, 区别, 特别, 分别, 别名, 别的). 转义 is the plugin's change; 改掉, 改写 and 改动 are the reader's own as
// well (不想改动现有代码, 不想改写原有样式), so they ask to keep something only beside what the plugin changes.
const clauseEnd = /[，。！？；,!?;\n]|\.(?!\w)/;
const unwanted = String.raw`(?:不想|不要|(?<![识区特分类级差个辨鉴])别(?![名的人处])|不让|不被)`;
const unwantedEscape = new RegExp(`${unwanted}.*?转义`);
const unwantedRewrite = new RegExp(`${unwanted}.*?(?:改掉|改写|改动)`);
const changedByPlugin = /类名|字符串|class|插件/i;
const keptAsIs = (text: string) =>
  text.split(clauseEnd).some((clause) => unwantedEscape.test(clause) || (unwantedRewrite.test(clause) && changedByPlugin.test(clause)));
const changeWords = new Set(['转义', '改掉', '改写', '改动']);
const ignoreTerms = tokenize('忽略');

// A class with a template literal's placeholder in it (`w-[${width}px]`, `text-${color}-500`) is built at run time: the
// pages call that 拼接 (不要拼接类名), and the class's pieces are no words of theirs.
const placeholderClass = /[\w[-]\$\{[^}]*\}/;
const concatenationTerms = tokenize('拼接');

// A class the reader counts or points at (某个class, 这个 class, 一个类, 哪些 class, 有些类): one of the classes they write, which the
// pages call 类名 (让某个类名只在指定平台生效, 这个类名没有生成). Its 类 is a character the segmenter leaves alone, no word of the query,
// so 类名 is searched in its place; beside `class` it is searched too, one way. Not `class` alone, which the pages write for the
// attribute (静态 class, :class 绑定, 主题 class) and a reader as often means so; nor 这类, 一类 (a kind of), nor 类型, 类似.
const countedClass = /(?:[某这那一每哪几两单]个|[某这那哪]些|有些|有的|部分)\s*(class|类)(?![\w名型似别])/gi;
const classNameTerms = tokenize('类名');

// A reader who asks how something is done, in the words that ask for the way it happens (插件是怎么把类名转义成小程序能用的,
// rpx 是怎么换算的, 怎么做到的, 如何实现): the pages that explain how it works say 原理 (weapp-tailwindcss 的工作原理, 换算原理,
// 条件编译的工作原理), the how-to pages only what to write. Within one clause, and only of what the tools do to the code
// (转义, 转换, 换算, 生成, 处理, 识别, 提取, 改写, 实现, 工作): not 是怎么用的 (how to use it) or 是怎么丢的 (what went wrong),
// which the page on the principle made its own, nor 是怎么样的 (what it is like), nor 怎么 alone, which asks what to do
// (怎么把类名转义: 在 wxs 中转义类名). Without 是, only 怎么做到的 / 如何实现的 at a clause's end (how it was done): 如何实现暗色模式,
// 怎么实现组件外部传类名 ask what to write, which the how-to pages answer and the principle page does not.
const asksHowItWorks = /是(?:怎么(?!样)|如何|怎样)[^，。！？；,!?;\n]*?(?:转义|转换|转化|换算|生成|处理|实现|做到|工作|运作|识别|提取|改写)[^，。！？；,!?;\n]*的|(?:怎么|如何|怎样)(?:做到|实现)的(?=[\s，。！？；,!?;]|$)/;
const principleTerms = tokenize('原理');


// A reader who asks whether something can still be used (`tailwindcss v3 还能用吗`, `webpack4 还可以用吗`, 还能不能用, 还能继续用)
// asks what a line still supports: the pages say 支持 (5.1 起只支持 Tailwind CSS v4, 5.0 起不再支持 webpack 4), and the reader's
// 能用 is a word that only asks (askingWords). Not 还在用 or 还要用, which say what the reader has or needs.
const asksStillUsable = /还\s*(?:能|可以)\s*(?:不能\s*)?(?:继续\s*)?用/;
const supportTerms = tokenize('支持');
// Not of an export or option the reader names in code (`UnifiedWebpackPluginV5 还能用吗`): the pages say whether it is kept where
// they name it (改名, 删除, 弃用), and 支持 would raise the pages that say it most (the introduction's 支持哪些框架) over them.
const asksStillSupported = (text: string) => asksStillUsable.test(text) && !camelCaseWords(text).length;

// A reader who wants a style on some platforms only (只在 H5 端生效, 只想在微信小程序生效, 其他端不要, 区分平台, 按端写不同的 class): per
// platform code is what uni-app and the pages call 条件编译 (uni-app 条件编译语法糖, 使用条件编译), a word the reader does not know
// to type. Within one clause: 只 before 在/对/给 and a platform's name before what it does (生效, 显示, 有效, 起作用, 应用), the other
// platforms kept out or as they are (其他端不要, 别的平台保持不变, 非 H5 端: not 其他平台能用吗, nor 其他平台不生效, a failure), platforms set apart (区分平台, 按端, 小程序端和 H5 端用不同的类) or one platform on its own
// (单独给支付宝, 支付宝端单独加). Not a platform named alone (H5 端样式失效), nor 只 of another kind (只在页面里正常, 只作用于 view).
// A Latin name whole (the app of uni-app, app.wxss or app.vue and the web of webpack or webview are no platform). What 只在 X
// does, negated (只在 H5 端不生效, 只在安卓上不显示, 只在 iOS 没有效果), is a failure the reader reports, not a wish; and 单独 before
// 分包, 打包 or 构建 (小程序分包单独打包) sets a package or a build apart, not a platform.
const platformName = String.raw`(?:微信|支付宝|抖音|头条|百度|快手|京东|飞书|钉钉|小程序|安卓|鸿蒙|(?<![\w.-])(?:qq|h5|app|web|android|ios|mp-[a-z]+)(?![\w.-]))`;
// What it does, said wrong or right only there (只在 iOS 上显示异常, 只在 H5 上显示正常) or asked about (px 转换只对 H5 生效吗: an option's reach), is
// no wish either; nor 按平台 of the plugin's own 按平台自动切换.
const notAWish = String.raw`(?!\s*(?:正常|异常|不正常|不对|不全|偏移|错|乱|有问题|吗|么|嘛|[?？]))`;
const apart = String.raw`单独(?!\s*(?:分包|打包|构建|编译))`;
const onePlatformOnly = new RegExp(
  String.raw`只\s*(?:在|对|给)[^，。！？；,!?;\n]*?${platformName}[^，。！？；,!?;\n]*?(?<!不|没|没有|无|未)(?:生效|显示|有效|起作用|应用)${notAWish}|非\s*(?:${platformName}\s*)?(?:端|平台)|(?:其他|其它|别的)\s*(?:端|平台)\s*(?:都|就|则)?\s*(?:不要|不需要|不用|去掉|不想要|保留|保持|不变)|区分\s*(?:平台|端)|按\s*(?:平台|端)(?!\s*自动)|${apart}\s*(?:给|为|在|对)?\s*${platformName}|${platformName}\s*(?:端|平台)?\s*${apart}|${platformName}\s*(?:端|平台)?\s*(?:和|与|跟)[^，。！？；,!?;\n]*?${platformName}[^，。！？；,!?;\n]*?不同`,
  'i',
);
const conditionalTerms = tokenize('条件编译');

// A reader who asks who uses the product (谁在用, 哪些小程序在用, 有哪些上线的小程序用了这个插件, 用了它的项目有哪些, who uses it) asks for the
// projects built with it: the pages call them 案例 (案例展示, its keyword 谁在使用), a word they use for nothing else. Within one
// clause; after 哪些, only of what the reader's project is (小程序, 项目, 公司, app): 哪些类名用了任意值 asks about classes, and
// not where the project is a place (哪些类在小程序里用了会报错). Before 有哪些, only as the end of the clause: 用了 tailwind 的小程序
// 有哪些限制 asks about limits, not who uses it.
const userKinds = String.raw`(?:小程序|项目|产品|公司|团队|企业|app|应用)`;
const usedIt = String.raw`(?:在用|在使用|用了|使用了|用过|使用过)`;
const asksWhoUses = new RegExp(
  String.raw`谁\s*(?:在|还在)?\s*(?:用|使用)|\bwho\s+(?:else\s+)?(?:is\s+|are\s+)?us(?:es|ing)\b|哪些[^，。！？；,!?;\n]*?${userKinds}(?![里中内])[^，。！？；,!?;\n]*?${usedIt}|${usedIt}[^，。！？；,!?;\n]*?${userKinds}\s*有哪些\s*[呢啊吗?？]*\s*(?:$|[，。！；,!;\n])`,
  'i',
);
const showcaseTerms = tokenize('案例');

// A reader who wraps styles up in a class of their own (自己封装一个 flex-center 这样的类, 把常用的几个类封装成一个类名, 封装的公共类)
// asks how to write one: the pages call it 自定义工具类 (自定义工具类：@utility). Within one clause, 封装 before the class it makes
// or beside it (封装的类); not 封装组件 or a package's 封装 (基于 tailwind-merge 封装): a component between them (封装组件 传入的类名被覆盖)
// is what the reader wraps, whose classes are another question (the merge page's).
const wrapsClass = /封装(?:(?!组件)[^，。！？；,!?;\n])*?(?:类名|类(?!型)|class)|(?:类名|类(?!型)|class)(?:(?!组件)[^，。！？；,!?;\n])*?封装/i;
// Nor a class passed in from outside what the reader wrapped (封装的按钮 外部传入的类名不生效, 封装的 view 覆盖不了传进来的 class):
// that is the class of whoever uses the wrapped thing, the question of externalClasses and the merge page. Nor 类型 (封装 类型定义).
const passedInClass = /传入|传进|外部|覆盖/;
const asksOwnClass = (text: string) => wrapsClass.test(text) && !passedInClass.test(text);
const ownUtilityTerms = tokenize('自定义工具类');

/**
 * The words a query asks for without typing them, each searched where its question (`asks`, of the normalized query) is
 * asked and the query does not already say one of its terms: 原理 of how something works (asksHowItWorks), 支持 of whether
 * something can still be used (asksStillSupported), 条件编译 of a style on some platforms only (onePlatformOnly), 案例 of who uses
 * the product (asksWhoUses), 自定义工具类 of a class of the reader's own (asksOwnClass). The terms of a word go as one group (any
 * of them answers), or with `apart` each as a group of its own, those not said.
 */
const askedWords: readonly {readonly asks: (text: string) => boolean; readonly terms: readonly string[]; readonly apart?: boolean}[] = [
  {asks: (text) => asksHowItWorks.test(text), terms: principleTerms},
  {asks: asksStillSupported, terms: supportTerms},
  {asks: (text) => onePlatformOnly.test(text), terms: conditionalTerms},
  {asks: (text) => asksWhoUses.test(text), terms: showcaseTerms},
  {asks: asksOwnClass, terms: ownUtilityTerms, apart: true},
];

/** The term groups of the words a normalized query asks for without typing them (askedWords), given the terms it searches (`said`). */
function askedTermGroups(text: string, said: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const {asks, terms, apart} of askedWords) {
    if (!asks(text)) continue;
    if (apart) groups.push(...terms.filter((term) => !said.includes(term)).map((term) => [term]));
    else if (!terms.some((term) => said.includes(term))) groups.push([...terms]);
  }
  return groups;
}

/** The terms a query searches that the reader did not type (askedWords). */
export function askedForTerms(query: string): string[] {
  const text = normalizeQuery(query);
  return askedTermGroups(text, tokenize(text)).flat();
}

// What a build, an install or the developer tool says is, in a reader's words, its 提示 (构建提示, 编译的时候提示, 安装时提示
// 找不到命令): a message, which the pages call 报错 and 警告 (按报错信息排查). The pages' own 提示 is most often the editor's
// 智能提示, or a type hint (类型提示), which a reader who names one asks for, as one who says it is missing does
// (安装了插件但是没有提示: no completion; a build that prints nothing is 没有任何提示). Within one clause.
const buildStep = /构建|编译|运行|打包|安装|启动|控制台|终端|命令行|开发者工具/;
const editorHint = /(?:智能|代码|语法|类名|类型|补全|自动)提示|提示(?:补全|功能)|(?:没有|没|无|不)提示/;
const messageTerms = tokenize('报错 警告');
const toolSays = (text: string) => text.split(clauseEnd).some((clause) => clause.includes('提示') && buildStep.test(clause) && !editorHint.test(clause));

// A reader's 没效果 / 没有效果 / 不起作用 / 没样式 says a class fails, which the pages' headings call 不生效 and 失效 (CSS 变量失效问题). The
// segmenter drops the 没 of 没效果, so the query holds 效果 alone: only beside its negation does 效果 (起作用, 样式) also search them,
// one way; the pages' 效果 is mostly the result they show (设置成功后的效果), their 样式 any style.
const noEffect = /没(?:有|什么)?效果|没(?:有)?起作用|不起作用|没(?:有|什么)?样式/;
const noEffectWords = new Set(['效果', '起作用', '样式']);
const failureTerms = tokenize('不生效 失效');

// The segmenter drops the 不 of 不生效 (a stop word), so a query's 生效 is the same term whether the reader says a class
// fails (不生效, 没生效, 无法生效) or where it should take effect (只想在微信小程序生效, 在 H5 端也生效): the synonyms of the
// failure (失效, 丢失, 没了) belong to the first only. In a query with no negated 生效, 生效 searches itself alone. The negation
// may be 没能, or follow (生效不了).
const negatedTakesEffect = /(?:不|没|没有|未|无法|不能|不会|没法|没能)\s*(?:再\s*)?生效|生效\s*不了/;
const failureSynonyms = new Set(['失效', '无效', '丢失', '没了'].flatMap((word) => tokenize(word)));

// A change that shows only after the reader saves, builds or reloads again (要重新保存一下才生效, 重新编译才显示, 清除编译缓存才恢复,
// 重启才更新, 刷新才显示): the build or the developer tool did not pick the edit up, which the pages call the tool's 热重载
// (改了类名以后样式没有更新). Within one clause. Not a setup step the reader had to take first (先执行 patch 再启动才生效,
// 手动引入 app.css 才生效, 重新安装才恢复): that is no edit picked up late, and the pages on that step answer. Running the
// dev build again (重新运行, 重新 npm run dev, 重新打开开发者工具) is a reload too, but only after 重新/再次: after 先, 再 is "then".
const onlyAfterRedo = /(?:(?:重新|再次|再|手动)\s*(?:保存|编译|构建)|(?:重新|再次)\s*(?:运行|跑|启动|打开|(?:npm|pnpm|yarn)\s*run|dev\b|build\b)|重启|刷新|(?:清除|清空|删除?)[^，。！？；,!?;\n]*?缓存)[^，。！？；,!?;\n]*?才(?:会|能)?(?:生效|更新|恢复|显示|出来|有效果)/;
const hotReloadTerms = tokenize('热重载');
// What the change did once it showed (才生效, 才更新, 才恢复) is the reader's subject, not how they got it to show: the reload
// answer says it too (样式没有更新), and without it a short query (重启才生效, 每次都要重新编译才生效) is left with its filler
// words and 热重载 alone. Not 显示 or 出来, words of anything shown (图标显示), which outweigh 热重载 (样式要刷新才显示).
const redoOutcome = /生效|更新|恢复|有效果/;

// The phone systems a uni-app x reader runs the app on (uni-app x 安卓 dark: 类名没效果, ios 上样式没效果, 鸿蒙真机): the
// pages' headings name that platform App 端 (App 端 `dark:` 开头的类名没有效果, App 端部分样式消失), their prose Android, iOS and
// HarmonyOS. One way, and only beside uni-app x, whose native App is what its pages are about. Not beside plain uni-app, which
// readers mostly build into mini programs and H5 (uni-app ios 真机 样式错乱 is WeChat or a browser on that phone, uni-app 鸿蒙 asks
// which build runs there), nor where the reader names the mini program or H5 build they run (uni-app x 编译到微信小程序 ios,
// uni-app x h5 ios): of a mini program, 安卓 is the phone WeChat runs on (安卓微信 8.0.35), of H5 a phone's browser.
const phoneSystems = new Set(['安卓', 'android', 'ios', '鸿蒙', 'harmonyos']);
const appPlatformTerm = 'app';
const notAppBuilds = new Set(['微信', '程序', '小程序', 'weapp', 'h5', 'web', '浏览', '浏览器']);

/**
 * Each term of the query with its synonyms (./synonyms), the typed term first. Only a word of its own
 * has synonyms: `weapp` is 小程序, the `weapp` of `weapp-tailwindcss` is not. The word for a change the reader does
 * not want (keptAsIs) also searches 忽略, one way; a class built with a placeholder (placeholderClass) is a word 拼接.
 */
export function queryTermGroups(query: string): string[][] {
  const text = normalizeQuery(query);
  // The clause of a change that shows only after a redo (onlyAfterRedo) says how the reader got it to show, in words no
  // page about the reload holds (重新, 保存, the file saved again): it searches the pages' 热重载 instead. What the change
  // then did (redoOutcome) stays.
  const redo = onlyAfterRedo.exec(text)?.[0];
  const said = redo ? text.replace(redo, ` ${redoOutcome.exec(redo.slice(redo.lastIndexOf('才')))?.[0] ?? ''} `) : text;
  let groups = withSynonyms(typedTerms(said), wholeWords(said));
  if (placeholderClass.test(text) && !groups.flat().some((term) => concatenationTerms.includes(term))) groups.push(concatenationTerms);
  const counted = [...text.matchAll(countedClass)].map(([, word]) => word.toLowerCase());
  if (counted.includes('class')) groups = groups.map((group) => (group[0] === 'class' ? [...group, ...classNameTerms.filter((term) => !group.includes(term))] : group));
  if (counted.includes('类') && !groups.some(([typed]) => classNameTerms.includes(typed))) groups.push(classNameTerms);
  groups.push(...askedTermGroups(text, groups.flat()));
  if (redo && !groups.flat().some((term) => hotReloadTerms.includes(term))) groups.push(hotReloadTerms);
  if (!negatedTakesEffect.test(text)) groups = groups.map((group) => (group[0] === '生效' ? group.filter((term) => !failureSynonyms.has(term)) : group));
  for (const word of new Set(fileNameWords(said))) if (!groups.some(([typed]) => typed === word)) groups.push([word]);
  if (noEffect.test(text)) groups = groups.map((group) => (noEffectWords.has(group[0]) ? [...group, ...failureTerms.filter((term) => !group.includes(term))] : group));
  if (toolSays(text)) groups = groups.map((group) => (group[0] === '提示' ? [...group, ...messageTerms.filter((term) => !group.includes(term))] : group));
  if (groups.some(([typed]) => typed === UNI_APP_X) && !groups.some(([typed]) => notAppBuilds.has(typed))) {
    groups = groups.map((group) => (phoneSystems.has(group[0]) && !group.includes(appPlatformTerm) ? [...group, appPlatformTerm] : group));
  }
  if (!keptAsIs(text)) return groups;
  return groups.map((group) => (changeWords.has(group[0]) ? [...group, ...ignoreTerms.filter((term) => !group.includes(term))] : group));
}

/**
 * The words the reader typed, each with its synonyms: queryTermGroups without the parts of a code-like
 * word written in one run (`vite` of `UnifiedViteWeappTailwindcssPlugin`, `attributes` of
 * `customAttributes`). They let the index find the word by a part, but they are no words of their own:
 * a page that holds the word holds them only inside it, so asking a title or a page for each of them
 * asks for words the reader never typed. The parts of a word with separators (`uni` of `uni-app`) stay:
 * a title that holds the word holds them as words too.
 */
export function queryWordGroups(query: string): string[][] {
  const parts = codeWordPartsOnly(query);
  return queryTermGroups(query).filter(([typed]) => !parts.has(typed));
}

// What a reader says they do without (不用打包工具, 不想引入构建工具, 不经过 vite): a word of two to four Chinese
// characters or a name after the negation of using it. The pages that answer say it so too (不经过打包工具), and a section headed by
// it (支持哪些框架和工具 › 打包工具, a list of build tools) is about what the reader does without (ruledOutWords). Not 没有 or 没用:
// 没有提示, 没有报错 say what is missing (the editor's hints the reader wants), 也没用 that something did not help.
// Only a tool or a step of the build (打包, 构建工具, 框架): the frameworks and build tools by name are taken out of the query before
// (negatedFrameworks), and what else a reader does without is often what the answer is headed by: 不使用 rpx 直接写 px 可以吗 is
// answered under px 转 rpx and 直接写 rpx, 类名不走转义 (a failure) under the headings on 转义, 不依赖 css 变量 under CSS 变量.
const doneWithout = /(?:不用|不使用|不想用|不想使用|不想引入|不想装|不经过|不依赖|不借助|不走)\s*(?:任何\s*)?((?:打包|构建)(?:工具)?|\p{Script=Han}{0,2}(?:工具|框架))/gu;

/** The terms of each thing a query says the reader does without (doneWithout), one list for each. */
export function ruledOutWords(query: string): string[][] {
  return [...normalizeQuery(query).matchAll(doneWithout)].map(([, thing]) => tokenize(thing).filter(isWord)).filter((terms) => terms.length > 0);
}

/**
 * The camelCase parts tokenize splits a code-like word of the query into, and the words of the base names of the files it
 * names (fileNameWords), that the reader did not also write as words of their own.
 */
export function codeWordPartsOnly(query: string): Set<string> {
  const text = normalizeQuery(query);
  const words = new Set(wholeWords(text));
  return new Set([...camelCaseParts(text), ...fileNameWords(text)].filter((part) => !words.has(part)));
}

// The word app beside Chinese or another platform's name (`App 端`, `app 打包`, `安卓 app`, `APP下`, `H5、App`): uni-app's
// App platform, beside H5 and the mini programs, which the pages write as that word (H5 和 App, App 端). Not part of a
// code word (app.wxss, app-plus, my-app, uniApp).
const appBesidePlatform = String.raw`(?:\p{Script=Han}|[、，,/（(]|\b(?:h5|web|ios|android|weapp|harmony)\b)`;
const platformApp = new RegExp(
  String.raw`(?<=${appBesidePlatform}\s*)app(?![\w.@/-])|(?<![\w.@/-])app(?=\s*${appBesidePlatform})`,
  'iu',
);

/** Whether the query's word app is the App platform (platformApp), which is searched as a whole word only. */
export const namesAppPlatform = (query: string) => platformApp.test(normalizeQuery(query));

/** The terms a query is searched for: its own and their synonyms. */
export function queryTerms(query: string): string[] {
  return [...new Set(queryTermGroups(query).flat())];
}

// The split tries every stretch of a word (indexedParts), so its cost grows with the square of the word's length. The
// tokenizer glues a run of words it does not know into one (换成新级联后按压态通配, 11 characters): such runs are
// split; a longer one is no sentence a reader types.
const LONGEST_SPLIT_WORD = 32;

/**
 * A word of the index that is another, far more often written word with one character joined on (换成新 beside
 * 换成): the tokenizer joins a word it cut into single characters with the single characters beside it, so the index
 * holds such joins once or twice. A split that reads them would trade the reader's word for a stray one.
 */
const STRAY_JOIN_RATIO = 10;

/**
 * The query with each Chinese word of it that no record holds (`records`: how many records of the index hold a
 * term) read as the indexed words it is made of, written apart. The segmenter's dictionary lacks many common
 * words, and the single characters it cuts them into are joined back with whatever single characters stand beside
 * them (the site's own words are not: tokenize's siteWords), so the same words come out as different terms in
 * different sentences: a page's 级联层 holds 级联, the reader's 换成新级联 is one term no page holds, and 整包超 hides
 * 整包. The split covers as many of the word's characters as indexed words of two or more characters can; the
 * characters left over stand alone (single characters are no words of the query, typedTerms). A word with synonyms
 * is left as it is.
 */
export function withIndexedWords(query: string, recordsOf: (term: string) => number): string {
  // indexedParts asks about every stretch of a word, several times: each is looked up once.
  const counted = new Map<string, number>();
  const records = (term: string) => {
    let count = counted.get(term);
    if (count === undefined) counted.set(term, (count = recordsOf(term)));
    return count;
  };
  return query.replace(hanRun, (run) => {
    let rest = run;
    const pieces: string[] = [];
    for (const term of tokenize(run)) {
      const at = rest.indexOf(term);
      if (at < 0 || term.length < 3 || term.length > LONGEST_SPLIT_WORD || records(term) || withSynonyms([term])[0].length > 1) continue;
      const words = indexedParts(term, records);
      if (!words) continue;
      pieces.push(rest.slice(0, at), ...words);
      rest = rest.slice(at + term.length);
    }
    return [...pieces, rest].filter(Boolean).join(' ');
  });
}

/** Whether a part of a word is a word the pages write: indexed, and no stray join (STRAY_JOIN_RATIO) of a word of two or more characters and one more. */
function pageWord(word: string, records: (term: string) => number): boolean {
  const held = records(word);
  if (!held || word.length < 3) return held > 0;
  return records(word.slice(1)) < held * STRAY_JOIN_RATIO && records(word.slice(0, -1)) < held * STRAY_JOIN_RATIO;
}

/**
 * The split of withIndexedWords: for each end of the term, the most characters covered by page words; of splits
 * that cover as many, the one with the fewest words (按压通配 stays one word beside 按压 and 通配), then the one whose
 * words the pages write most often (换成新级联: 级联 rather than 新级).
 */
function indexedParts(term: string, records: (term: string) => number): string[] | undefined {
  const best: {covered: number; count: number; written: number; words: string[]}[] = [{covered: 0, count: 0, written: 0, words: []}];
  for (let end = 1; end <= term.length; end++) {
    const previous = best[end - 1];
    let choice = {...previous, words: [...previous.words, term[end - 1]]};
    for (let start = 0; start <= end - 2; start++) {
      const word = term.slice(start, end);
      if (word === term || !pageWord(word, records)) continue;
      const split = {covered: best[start].covered + word.length, count: best[start].count + 1, written: best[start].written + records(word), words: [...best[start].words, word]};
      const preferred = split.count < choice.count || (split.count === choice.count && split.written > choice.written);
      if (split.covered > choice.covered || (split.covered === choice.covered && preferred)) choice = split;
    }
    best.push(choice);
  }
  const split = best[term.length];
  return split.covered ? split.words : undefined;
}
