// Re-ranks what MiniSearch matched so that the first results answer the question a reader typed.
// Exact matches come first: a page whose title or slug is the query, then a section whose heading or
// id is the query (not in a release post) or whose text holds a pasted message as it was pasted. Then
// pages by their score, adjusted for what the query says: a title that holds every term; the versions
// it names, of weapp-tailwindcss or of Tailwind CSS, or of either when it does not say which ("v2");
// blog posts after the docs unless it asks about a release; a framework's setup guide when the query
// only asks how to set that framework up (of its guides, the one whose title names the query's
// toolchain), and after the other pages when it names no framework and nothing about setting up; of the
// guides of a framework the query names, those that do not name its toolchain after the others; a
// section about uni-app x after the others for a query that names uni-app, and one about uni-app for a
// query that names uni-app x; a question under its own heading in the 常见问题 chapter of a page about one subject (an
// editor, a feature, a framework) that asks in that subject's words after the others for a query that names none of it; and by how many of the query's
// words the page holds in its title or its strong sections; each word of the query counts about once in a section,
// however many of its synonyms or camelCase parts the section says. An archived page is never first by its title or address, nor by its title's words
// for a query that only asks how to set a framework up. A sidebar category the query names puts its pages
// first as a title that says the query does. A row of an index's table that links to another page and
// holds the query's words counts for that page, not for the index. Without a named version, the current lines
// lead only where scores are near equal, and pages only about older plugin lines give way; with only a Tailwind CSS major
// named, the pages of older plugin lines than the reader's give way a little. A few
// sections per page rather than five sections of one page. The one page that holds a name the reader typed (daisyui)
// comes before pages that only say the query's other words. A query is read as a pasted message by what
// it looks like (looksPasted).
import {CODE_WORD_PART_BOOST} from '../shared/options';
import {askedForTerms, codeWordPartsOnly, isWord, normalizeQuery, queryWordGroups, ruledOutWords} from '../shared/query';
import {camelCaseWordParts, camelCaseWords, namedFiles, tokenize, UNI_APP_X, wholeWords} from '../shared/tokenize';
import type {DocsVersionTag, IndexedDocsVersion} from '../shared/types';

/**
 * Which kind of major version a query names: the plugin's (weapp-tailwindcss 2.x), Tailwind CSS's (v3),
 * it does not say (`v2`), or a release of the plugin's by its number (`5.0 新特性`): the release notes,
 * posts and migrations of that line, not a docs version.
 */
export type VersionKind = 'plugin' | 'tailwind' | 'either' | 'release';

export interface NamedVersion {
  readonly kind: VersionKind;
  readonly major: number;
}

/** What a query says beyond its words. */
export interface QueryIntent {
  /** Each word of the query with its synonyms (queryWordGroups: not the camelCase parts of a code word). */
  readonly termGroups: readonly (readonly string[])[];
  /**
   * Which of the termGroups each of their terms belongs to (its index), for a query with synonyms;
   * empty for one without, whose sections' scores count each term once already (synonymShare).
   */
  readonly wordOfTerm: ReadonlyMap<string, number>;
  /**
   * The termGroups a page should hold: without those whose typed term only says how a reader asks (fillerWords), nor
   * the terms of the product's name beside other words (productContext).
   */
  readonly wordGroups: readonly (readonly string[])[];
  /**
   * How many of the wordGroups are words the reader typed: a part of a code word with marks (`uni` and
   * `app` of uni-app, `apply` of @apply) is not a word of its own.
   */
  readonly wordCount: number;
  /** The major versions the query names. */
  readonly versions: readonly NamedVersion[];
  /** The plugin majors the query moves from and to (movedMajors: `3.x 升级`, `升级到 v4`), which tell the migrations apart. */
  readonly moves: Moves;
  /** The query asks about a release (`4.3.0`, `4.2 发布`, `changelog`): blog posts are wanted then. */
  readonly namesRelease: boolean;
  /** The terms of the query's words that ask about a release (`特性` of 新特性, `发布`): every release post's title says them, in its own words or not. */
  readonly releaseTerms: readonly string[];
  /** The query as exact matches compare it (exactKey). */
  readonly exactKey: string;
  /**
   * The lines of a pasted message as a section's text would hold them (textKey); none for a query
   * too short to be one. A reader's message may have lines of their own (their Node.js version), so
   * a section that holds one line word for word holds the message.
   */
  readonly pastedLines: readonly string[];
  /** Some of the pastedLines looks printed by a tool (printedLine), not only typed by a reader with a sentence's punctuation. */
  readonly printedMessage: boolean;
  /** The query as a title may hold it word for word, once for each choice of synonyms (exactKey). */
  readonly phraseKeys: readonly string[];
  /** Those of the phraseKeys that are the question after the reader's setup (questionAfterSetup), not the whole query. */
  readonly setupQuestionKeys: readonly string[];
  /**
   * The phraseKeys and, for a query that names the product beside other words, the same without its name
   * (productContext): what a page's title, slug or sidebar category must equal. Not what a title may merely hold
   * (`升级` alone is in many titles), nor a section's heading or anchor (`tailwindcss-v4` is a section of many pages).
   */
  readonly equalKeys: readonly string[];
  /**
   * The query's runs of several words typed together (`注册插件`, not `Taro 注册插件`), each also with
   * its synonyms (exactKey): a heading that holds one is about what the reader asked.
   */
  readonly phrases: readonly string[];
  /** The files the query names (namedFiles), with the wordGroups that are no part of their names (fileAsPhrase). */
  readonly files: {readonly names: readonly string[]; readonly otherWords: readonly (readonly string[])[]};
  /**
   * The query's camelCase words (`replaceuniversalselectorwith`) and long code tokens
   * (`weapp-tailwindcss-webpack-plugin`, as looksPasted): the name of an option, export or package as
   * a page that documents it writes it.
   */
  readonly codeWords: readonly string[];
  /** Which of uni-app and uni-app x the query names (uniAppX), if either. */
  readonly uniApp?: UniApp;
  /** The frameworks the query only asks how to set up (`taro react 项目怎么装`: taro), if that is all it asks. */
  readonly setupFrameworks: readonly string[];
  /**
   * For a query that names a framework, its words that tell that framework's guides apart (`vue3`, `webpack`:
   * guideToolchainWords), a major typed apart from its tool (`vue 3`, `webpack 4`) read as one word (typedMajors).
   */
  readonly guideToolchain: readonly string[];
  /** The frameworks the query names (frameworkWords). */
  readonly frameworks: readonly string[];
  /**
   * The wordGroups of the words the reader typed (typedWords: `weapp-vite`, not its `vite`) that are not the product's
   * own (productWords): what may name the subject of a page (PageIntent.otherSubject).
   */
  readonly subjectWords: readonly (readonly string[])[];
  /** The query names a version beside a failure of something else (failsBesideVersion): the reader's line, not pages asked for. */
  readonly versionBesideFailure: boolean;
  /** The plugin majors the query moves to (moveTarget: `升级到 4.x`, `升级 3.x 后`): a migration from one of them goes beyond where the reader went. */
  readonly moveTargets: readonly number[];
  /** The query asks about the newest plugin line in words (newestLineWords: 新版, 最新, 升级 with no major after it). */
  readonly asksNewestLine: boolean;
  /** The query asks whether something can still be used (stillUsableWords: 还能, 还支持): of the newest line, not naming it. */
  readonly asksStillUsable: boolean;
  /** The query names a framework or setting something up (a word of frameworkWords or setupVerbs): a framework's setup guide may be what it asks for. */
  readonly asksForGuides: boolean;
  /**
   * The query names the product beside other words, whatever they are (`weapp-tailwindcss 教程`, `weapp-tailwindcss
   * 是什么`): what it asks is in those words, and a page whose title is only the product's name (the API reference of
   * its root module, `weapp-tailwindcss 4.12.0`) does not answer it by its title (pageIntent).
   */
  readonly besideProduct: boolean;
  /**
   * The camelCase parts of the query's code words that the reader did not also type as words of their own, each with
   * the code word it is a part of (`vite` of `UnifiedViteWeappTailwindcssPlugin`): coordinationShare counts them as that word.
   */
  readonly wordOfPart: ReadonlyMap<string, string>;
  /** The packages the reader says they added before something broke (addedPackages: `装了 nutui 以后`), lower case. */
  readonly addedPackages: readonly string[];
  /** The terms of each thing the reader says they do without (ruledOutWords: 打包 and 工具 of 不用打包工具). */
  readonly ruledOut: readonly (readonly string[])[];
}

export interface RankedRecord {
  readonly url: string;
  readonly title: string;
  readonly section: string;
  /** The sidebar category nearest to the page below the top-level one (SearchRecord['category']). */
  readonly category?: string;
  readonly kind: 'docs' | 'blog';
  /** Contextual search's `docusaurus_tag` of the page. */
  readonly tag: string;
  readonly h2?: string;
  readonly h3?: string;
  readonly content: string;
  readonly score: number;
  /** For each line of `content`, the page a table row on it links to (SearchRecord['rowLinks']). */
  readonly rowLinks?: readonly string[];
  /** The query terms the section matched (MiniSearch's `queryTerms`). */
  readonly queryTerms?: readonly string[];
}

/** How much a title, section and sidebar category that hold every word of the query raise a page's score. */
const TITLE_WORDS_FACTOR = 4;

/** How much a section whose headings (title, h2, h3) hold words of the query as typed together (注册插件) raises its score. */
const HEADING_PHRASE_FACTOR = 2;

/**
 * How much a section whose headings (title, h2, h3) hold every word of a query of several words raises
 * its score, where the page's title alone does not (TITLE_WORDS_FACTOR): `dark 变体` is the section
 * “让 dark: 变体跟随主题 class”, a section that only says 暗色模式 answers half of it.
 */
const SECTION_WORDS_FACTOR = 2;

// An archived page (its title ends with （归档）) is kept for readers of old projects and no longer updated:
// its title or address matching the query does not put it first (`uniapp` is not the old uni-app upgrade
// page); its words still rank it, where it may be the one page that answers.
const archivedTitle = /（归档）\s*$/;
// Nor, for a query that only asks how to set a framework up (`uniapp vue2 怎么配`: its current guide), does its title
// holding the query's words count (TITLE_WORDS_FACTOR), nor its headings (SECTION_WORDS_FACTOR: 旧版 uni-app Vue 2 项目升级
// … with 更新配置文件 is no guide to set up), unless the query says the project is old (老项目, 旧版).
const oldProject = /[老旧]/;

/**
 * How much a framework's setup guide raises its score for a query that only asks how to set up that
 * framework (QueryIntent.setupFrameworks): `taro react 项目怎么装` is the Taro guide, not the list of
 * template projects that says taro, react and 项目 more often.
 */
const GUIDE_FACTOR = 3;

/**
 * How much more a guide for a framework the query names counts than the framework's other guides when its title,
 * section, category or address also names every word of the query that tells them apart (servesToolchain):
 * `vue3 uniapp 安装` is the guide for uni-app with Vue 3, not the HBuilderX one whose text says vue3 more often.
 * For a query that only asks to set up (setupFrameworks) that guide counts this much more; for another
 * (`uniapp vue3 vite 样式没有打包到 app.wxss`, a question of that guide's readers) the other guides count this much less.
 */
const GUIDE_TOOLCHAIN_FACTOR = 1.5;

// The frameworks the setup guides are for, as readers name them; the words of a query that only ask to set
// one up; and the other words such a query may have: the framework's toolchain, the site's product (小程序
// is searched as 程序, tailwind css as its two words).
const frameworkWords = new Set(['uni-app', 'uniapp', UNI_APP_X, 'taro', 'mpx', 'weapp-vite', '原生', 'hbuilderx', 'hbuilder']);
// The names a guide for a framework word may go by: a native mini program is built with weapp-vite too (its guide's
// description: 原生小程序项目), and the native guides' address says native.
const frameworkNames: Readonly<Record<string, readonly string[]>> = {原生: ['原生', 'native', 'weapp-vite']};
// A build tool a reader names for their framework: who builds with gulp has a native mini program, whose guides are the
// gulp guides (their sidebar category: 原生小程序（gulp / webpack）). A query of it asks what one of 原生 asks.
const frameworkOfTool: ReadonlyMap<string, string> = new Map([['gulp', '原生']]);
/** The framework a word of a query names: itself, or the framework of the build tool it is (frameworkOfTool). */
const frameworkOf = (word: string): string | undefined => (frameworkWords.has(word) ? word : frameworkOfTool.get(word));
// 创建 and 新建 say how the reader's project came to be (hbuilderx 创建的项目怎么配置, 新建的 taro 项目怎么装): the project to set up.
// 装 and 配 are a reader's 安装 and 配置 in one character (怎么装, 怎么配: ./synonyms).
const setupVerbs = new Set(['安装', '配置', '接入', '集成', '使用', '项目', '工程', '搭建', '引入', '开始', '初始化', '创建', '新建', '装', '配']);
// 开发 beside a framework says the reader develops with it (原生开发如何配置, taro 开发 怎么配置): the project to set up, as
// 项目 does (onlyAsksSetup). Not a setup word on its own: 开发环境 样式不生效, 开发 app 和 h5, 鸿蒙开发 ask for no guide (asksForGuides).
const DEVELOP_WORD = '开发';
// Of those, the words that tell one framework's guides apart (uni-app's for Vue 2 + webpack and for Vue 3 + Vite).
const guideToolchainWords = new Set(['vue', 'vue2', 'vue3', 'react', 'vite', 'webpack', 'webpack4', 'webpack5', 'cli']);
// The product's own words, which every page is about: they name no page's subject (otherSubject).
const productWords = new Set(['tailwind', 'tailwindcss', 'css', 'weapp-tailwindcss', '程序', 'weapp']);
const toolchainWords = new Set([...guideToolchainWords, ...productWords]);

// Other names readers give a framework or its build (uni-app x as one word, its .uvue pages, HBuilderX
// shortened, the native guide's gulpfile): a query with one may ask for that framework's guide, which is not halved.
const guideNames = new Set(['uniappx', 'uvue', 'hbx', 'weappvite', 'gulpfile']);

// A page that sets a framework up says so in its title (4.x's guides say 注册插件), or its sidebar category does: 4.x's
// 原生小程序开发（打包方案） is one of 3. 各框架的注册方式, each framework's page on registering the plugin.
const guideTitle = /接入|注册插件|集成|安装/;
const guideCategory = /注册方式/;
const setsUp = ({title, category = ''}: Pick<RankedRecord, 'title' | 'category'>): boolean => guideTitle.test(title) || guideCategory.test(category);
// uni-app x is a framework of its own, not a version of uni-app: its guides are not uni-app's, and uni-app's not its.
const uniAppX = /uni-?app\s*x(?![a-z0-9])/i;
type UniApp = 'uni-app' | 'uni-app x';
const uniAppTerms = new Set(['uni-app', 'uniapp']);

/**
 * How much a section about one of uni-app and uni-app x gives way to a query that names the other (sectionUniApp):
 * `HBuilderX 创建的 uni-app 项目` is not the uni-app x guide whose steps create a project in HBuilderX, `uniappx hbx`
 * not the templates list's uni-app section. For such a query a uni-app page's title does not hold uni-app x's name.
 */
const OTHER_UNI_APP_FACTOR = 0.5;

/** Which of uni-app and uni-app x headings are about, if either: `named` names uni-app x, or `words` hold uni-app. */
function uniAppOf(named: string, words: WordText): UniApp | undefined {
  if (uniAppX.test(named)) return 'uni-app x';
  return holdsWord(words, 'uni-app') ? 'uni-app' : undefined;
}

// The mini program platforms a reader builds for (百度小程序 原生开发 能用吗, 京东小程序 taro 能用吗), as the intro names those
// the plugin handles: beside a framework, the platform is where the reader's project runs, not a subject of its own, and
// that framework's guide answers (a platform with a guide of its own, 抖音's native-toutiao, still matches by its name).
const platformWords = new Set(['微信', '支付宝', '百度', '抖音', '头条', '字节', 'qq', '京东', '快手', '小红书', '涂鸦', '钉钉', '飞书']);

// Words of building a project (taro 打包 配置, uni-app 构建 接入): beside a verb of setting up, the build is what the reader
// sets up; alone (taro 打包, 打包后样式丢失) they ask about the build, which a setup guide does not answer.
const buildWords = new Set(['打包', '构建']);

/**
 * Whether a query only asks how to set frameworks up: each of its words names a framework or setting one up, or a platform
 * (platformWords), or is a word of building (buildWords) beside a verb of setting up, or a major (majorWord: `mpx 怎么配置 tailwind v3` asks for the Mpx
 * guide of Tailwind CSS v3; the named version then tells that guide from the framework's guide of another major).
 */
function onlyAsksSetup(typed: readonly string[]): boolean {
  const namesFramework = typed.some((word) => frameworkOf(word) !== undefined);
  const setsUpWord = (word: string) => setupVerbs.has(word) || (namesFramework && word === DEVELOP_WORD);
  const setsUp = typed.some(setsUpWord);
  return typed.every(
    (word) =>
      frameworkOf(word) !== undefined ||
      setsUpWord(word) ||
      toolchainWords.has(word) ||
      word === PLUGIN_WORD ||
      platformWords.has(word) ||
      vueWithMajor.test(word) ||
      guideMajor(word) ||
      (setsUp && buildWords.has(word)),
  );
}

// What a reader sets up for a framework, as they name it (`uniapp vue3 vite 插件怎么用`, `taro 插件 安装`): the plugin is the
// product, which every page is about (the pages' 注册插件 is a guide's title), so beside a framework it asks for that framework's guide.
const PLUGIN_WORD = '插件';

// Only majors 3 and up have framework guides: Tailwind CSS 2.x has one page (quick-start/v2), which no framework's guide
// replaces (the HBuilderX guide sends its Tailwind CSS 2.x readers there), so `uniapp vue2 tailwind 2.x 配置` asks for it.
const guideMajor = (word: string): boolean => majorWord.test(word) && Number(/\d/.exec(word)?.[0]) >= 3;

/**
 * Whether a page is a setup guide for the frameworks a query names: its title says it sets one up, its
 * title, section or category names each, and it is about uni-app x exactly when the query is.
 */
function guidesFor(record: RankedRecord, heading: WordText, intent: QueryIntent): boolean {
  return (
    setsUp(record) &&
    intent.setupFrameworks.every((word) => holdsWord(heading, word)) &&
    uniAppX.test(record.title) === (intent.uniApp === 'uni-app x')
  );
}

/**
 * How much a framework's setup guide gives way to a query that names no framework and asks nothing about
 * setting one up (QueryIntent.asksForGuides): the questions its last sections answer (`渐变、阴影等依赖 CSS
 * 变量的工具类失效`, `weapp-tw: not found`) are asked by that framework's readers, and the site's page about
 * the question answers every reader. The guide still ranks by its words: it may be the one page that answers.
 */
const OTHER_READERS_GUIDE_FACTOR = 0.5;

/**
 * How much more a section of such a guide's 常见问题 chapter gives way: its headings ask the question as readers do
 * (`text-[32rpx]` 会不会变成颜色), which raises it far above the site's page about the question, written for every reader.
 */
const OTHER_READERS_FAQ_FACTOR = 0.5;
const faqChapter = '常见问题';

/**
 * How much a question under its own heading in the 常见问题 chapter of a page about another subject (PageIntent.otherSubject)
 * gives way: as far as a guide's does for a query that is not its readers' (the guide as a whole, then its 常见问题). The
 * heading asks as that page's readers do (模板里有提示，编译后样式却没生效？ on the IntelliSense page), and a query of the same
 * words raises it as a section whose headings say the query (SECTION_WORDS_FACTOR, HEADING_PHRASE_FACTOR) above the site's
 * page about the question. Questions without headings of their own (bold paragraphs) rank by their words, as the rest of
 * their page does.
 */
const OTHER_SUBJECT_FAQ_FACTOR = OTHER_READERS_GUIDE_FACTOR * OTHER_READERS_FAQ_FACTOR;

/** Whether a page is a framework's setup guide: its title says it sets something up, its title, section or category names a framework (of `frameworks`). */
function frameworkGuide(record: RankedRecord, heading: WordText, frameworks: Iterable<string> = frameworkWords): boolean {
  return setsUp(record) && [...frameworks].some((word) => holdsWord(heading, word));
}

// A major typed with its tool's name (`vue 3`, `vue@2`, `webpack4`): the guides' titles say Vue 3, which holds vue3;
// `webpack 4` is the old toolchain, which 5.x's guides for webpack (5) do not serve (servesToolchain).
const typedMajors = [
  {name: 'vue', pattern: /\bvue\s*@?\s*([23])(?![\w.])/gi},
  {name: 'webpack', pattern: /\bwebpack\s*@?\s*(4)(?![\w.])/gi},
];
// The same typed as one word (`vue@3`): a query of it and a framework only asks to set that framework up.
const vueWithMajor = /^vue@?[23]$/;

// The last plugin major that builds with webpack 4: in its docs every webpack guide counts as serving it. That is true
// of 4.x's Taro guide (it tells Taro 3 + webpack 4 projects to use UnifiedWebpackPluginV4), not of its uni-app webpack
// guides, which say they need webpack 5. The guides are not told apart: ranking reads what a page's title, section,
// category and address say, and only a section's text says this (reading the matched section's text lost the Taro
// guide whenever that section was another one). 5.x builds with webpack 5 only.
const LAST_MAJOR_WITH_WEBPACK4 = 4;

/** Whether a guide serves a toolchain word of the query (QueryIntent.guideToolchain). */
function servesToolchain(word: string, {toolchainText, versions}: RecordFacts): boolean {
  const served = word === 'webpack4' && versions.docs !== undefined && versions.docs <= LAST_MAJOR_WITH_WEBPACK4 ? 'webpack' : word;
  return holdsWord(toolchainText, served);
}

/** The query's words that tell a framework's guides apart (guideToolchainWords), a tool with its major typed after it as one word (vue3, webpack4). */
function toolchainOf(searched: string, typed: readonly string[]): string[] {
  const majors = typedMajors.flatMap(({name, pattern}) => [...searched.matchAll(pattern)].map(([, major]) => ({name, word: `${name}${major}`})));
  const words = typed.filter((word) => guideToolchainWords.has(word) && !majors.some(({name}) => name === word));
  return [...new Set([...words, ...majors.map(({word}) => word)])];
}

/** Sections of one page that may stand among the results before the next page's. */
export const HITS_PER_PAGE = 3;

/** Shorter lines are words to look for, whatever they look like (`unexpected token "~"` is still a message). */
const PASTED_LINE_LENGTH = 20;

// What a line of a message a tool printed has: the punctuation of code or of a message (quotes, brackets, `Error:`,
// `：`), or a word that says something went wrong. A reader's own question may have a sentence's `，` or `？` too
// (`为什么在 uni-app 里面 rpx 不生效？`) and is then looked for like a message, word for word, but not by its words
// alone (printedLine): a reader's sentence of common words (`我的项目还在用 tailwind v3，能直接升级到 weapp-tailwindcss 5 吗`)
// has them all in many sections that do not answer it. `安装 weapp-tailwindcss` and `UnifiedViteWeappTailwindcssPlugin 改名`
// are words to look for, however long.
const sentencePunctuation = /[，。；！？]/;
const messagePunctuation = /[：“”‘’「」'"`()（）[\]{}<>]|[:;,.!?](?:\s|$)/;
const messageWords = /\b(?:error|warn(?:ing)?|err!?|unknown|unexpected|unsupported|invalid|cannot|can't|failed|not found|could not|does not exist|not allowed|no exported member|is not|are using|required|requires)\b/i;

// One code token with separators and no spaces (`weapp-tailwindcss-webpack-plugin`, a module path): a
// name copied from a message or a package.json, to be found word for word like one.
const codeToken = /^[@\w]+(?:[-./][@\w]+)+$|^\w*_\w*$/;
const isLongCodeToken = (text: string) => text.length >= PASTED_LINE_LENGTH && codeToken.test(text);

// What a reader asks with, which no tool prints (`@import 'weapp-tailwindcss' 跟 @import 'tailwindcss' 有啥不一样`,
// `'weapp-tw' 是干什么的`): a line with one is the reader's question, whatever quotes or brackets it has around the names
// it asks about. It is still looked for word for word (a heading may ask it so), not by its words alone as a message.
const readerQuestion = /有啥|是啥|干啥|为啥|什么|怎么|咋|为什么|哪些|哪个|能不能|是不是|有没有|[吗呢][？?]?\s*$/;

// A class with an arbitrary value (`text-[32rpx]`, `hover:bg-[#fff]`, `bg-[url(/a.png)]`): its brackets are the class's, which
// a reader types to ask about it (`text-[32rpx] 生成的是 color 不是字号`), not a message's punctuation.
const bracketedClass = /[\w:!-]*\w-\[[^\]\s]+\]/g;

// A CSS declaration a reader quotes to say what a class generated (`text-[28rpx] 生成了 color: 28rpx`, "font-size: 28rpx"):
// a property and a length or a colour, in quotes or not, with its semicolon. Its colon and quotes are the reader's, not a
// message's. Not a file's position (`app.wxss:12:5`, after a dot) nor a version (`lib: 3.5.2`).
const cssDeclaration = /[`'"“‘]?(?<![\w./-])[a-z][a-z-]*\s*:\s*(?:-?\d+(?:\.\d+)?(?:rpx|px|rem|em|vw|vh|%)?|#[\da-f]{3,8}|(?:rgba?|var|calc)\([^)]*\))(?![\w.])\s*;?[`'"”’]?/gi;

// A CSS at-rule a reader quotes with its argument (`@import "tailwindcss"` 和 `@import "weapp-tailwindcss"` 区别, @source '../src'
// 不生效): the quotes are the rule's, as the pages write it in their headings (样式入口：@import "tailwindcss"), not a message's.
// Such a line is still looked for word for word (a heading may say it), but it is no message a tool printed (queryIntent).
const quotedAtRule = /@[a-z][a-z-]*\s+["'`“‘][^"'`”’\n]*["'`”’]\s*;?/gi;

/** Whether a line of a query looks like a line a tool printed, not only a sentence a reader typed (sentencePunctuation). */
function printedLine(line: string): boolean {
  const text = line.replace(bracketedClass, ' ').replace(cssDeclaration, ' ');
  return messagePunctuation.test(text) || messageWords.test(text) || isLongCodeToken(text.trim());
}

/** Whether a line of a query looks like (a line of) a message a tool printed rather than words a reader typed. */
export function looksPasted(line: string): boolean {
  return sentencePunctuation.test(line) || printedLine(line);
}

// Versions a query names, read in this order, each match blanked before the next pattern reads the
// query: `weapp-tailwindcss 2.x` names the plugin, not Tailwind CSS (`tailwindcss 2` is inside it).
const pluginVersion = /\b(?:weapp-tailwindcss|weapp-tw)(?:-webpack-plugin)?\s*@?\s*v?([1-5])(?:\.[\dx]+)*(?![\w.])/gi;
// The plugin as readers call it, 插件, with its major right after it (`插件 2.x 怎么升级`, `这个插件的 v3`): the plugin's line, not
// Tailwind CSS's, whose 2.x and v3 pages have the same number. Not another product's 插件 (`eslint 插件 v3`, `vite 插件 4.x`,
// `tailwind 插件 v3`: a name right before it), nor a bare number (`插件 2 个`): v or .x marks a major.
const pluginWordVersion = /(?<![A-Za-z][\w.@/-]*\s*)插件\s*(?:的\s*)?(?:v([1-5])(?:\.[\dx]+)*|([1-5])(?:\.[\dx]+)+)(?![\w.])/gi;
const tailwindVersion = /\btailwind(?:\s*css)?\s*@?\s*v?([2-4])(?:\.[\dx]+)*(?![\w.])/gi;
// The toolchain of Tailwind CSS 2.x's compatibility build, which only the 2.x support page covers.
const legacyToolchain = /\b(?:postcss\s*@?\s*7|webpack\s*@?\s*4)(?![\w.])/gi;
const bareVersion = /(?<![\w.\-@])(?:v([1-5])|([1-5])\.x)(?![\w.])/gi;
// A major right after a framework's name (`taro v4`, `mpx 2.x`) in a query that also names Tailwind CSS's or the plugin's
// (`taro v4 tailwind v3`) is the framework's own (Taro 4, Mpx 2), not a second line of either. Alone (`taro v3`) it is read
// as the reader's line: the framework guides are told apart by Tailwind CSS's major.
const frameworkMajor = /(?<![\w-])(?:uni-?app(?:\s*x)?|taro|mpx|weapp-vite|hbuilder(?:\s*x)?)\s*(?:v[1-5]|[1-5]\.x)(?![\w.])/gi;
// A release's number (`5.0`, `v5.3`, `4.3.0`) with nothing before it that it could be the version of (`vue 3.5`, `node 22.18`).
const releaseNumberVersion = /(?<![\w.\-@]|[A-Za-z][\w.-]*\s+)v?([1-5])\.\d+(?:\.\d+)?(?![\w.])/gi;
// The tools, frameworks and runtimes a query may name the version of anywhere in it (`uni-app 升级到 3.0 报错`,
// `基础库 3.7.8`): a release number in such a query is theirs, unless the query names the plugin too.
const otherProducts = /(?<![\w-])(?:uni-?app|taro|tailwind(?:\s*css)?|hbuilder(?:x)?|node(?:\.?js)?|vue|react|webpack|vite|rspack|mpx|postcss|sass|npm|pnpm|yarn)(?![a-z])|基础库|开发者工具|微信|支付宝/i;
const pluginWords = /weapp-tailwindcss|weapp-tw|插件/i;
// Readers ask what a release changed as 更新了什么 (更新了啥, 更新了哪些), 更新内容, 更新说明, 更新记录 or 新功能, the words a
// release post's heading uses (这次更新了什么); the pages' other 更新 is updating something (更新配置文件, 样式没有更新).
const releaseWords = /发布|发版|更新日志|新特性|新功能|更新了(?:什么|啥|哪些)|更新(?:内容|说明|记录)|release|changelog/i;
const releaseWordsEverywhere = new RegExp(releaseWords.source, 'gi');
// 发布 and 发版 are also what a reader does with their own project (同时发布 H5 和小程序, 组件库发布到 npm): they ask about the
// product's releases only beside a release number, a plugin line (5.x, v5), 版本 (新版本, 什么版本发布的), 什么时候 (when it
// comes out), or as the notes of a release (发布日志, 发布说明, 发布了哪些).
const publishWords = /发布|发版/g;
const aboutVersions = /版本|新版|正式版|什么时候|何时|(?<![\w.])v?[1-5]\.x(?![\w])|(?<![\w.-])v[1-5](?![\w.])|(?:发布|发版)(?:日志|说明|记录|内容|了(?:什么|啥|哪些))/i;
// What changed (更新了什么, 新功能) is also asked of another product (`tailwind v4 更新了什么`, `uni-app 有什么新功能`): of the
// plugin's releases only when the query names no other product, or names the plugin too.
const changeWords = /新功能|更新了(?:什么|啥|哪些)|更新(?:内容|说明|记录)/gi;

/** Whether a query asks about the product's releases (QueryIntent.namesRelease); `numbered`: it has a release number. */
function asksAboutReleases(searched: string, numbered: boolean): boolean {
  if (numbered) return true;
  let rest = aboutVersions.test(searched) ? searched : searched.replace(publishWords, ' ');
  if (otherProducts.test(searched) && !pluginWords.test(searched)) rest = rest.replace(changeWords, ' ');
  return releaseWords.test(rest);
}
const releaseNumber = /\d+\.\d+/;

/**
 * The major versions a query names. With `releases`, a release number of its own (`5.0 新特性`, `4.3.0
 * 发布`) names that plugin line; not in a pasted message, whose numbers are the reader's packages, nor in
 * a query that names another product (otherProducts) and not the plugin.
 */
export function namedVersions(query: string, {releases = false} = {}): NamedVersion[] {
  const versions: NamedVersion[] = [];
  let rest = query;
  const read = (pattern: RegExp, kind: VersionKind, major?: number) => {
    rest = rest.replace(pattern, (match, ...groups: unknown[]) => {
      const digit = groups.find((group) => typeof group === 'string' && /^\d$/.test(group));
      const version = {kind, major: major ?? Number(digit)};
      if (!versions.some((named) => named.kind === version.kind && named.major === version.major)) versions.push(version);
      return ' '.repeat(match.length);
    });
  };
  read(pluginVersion, 'plugin');
  read(pluginWordVersion, 'plugin');
  read(tailwindVersion, 'tailwind');
  read(legacyToolchain, 'tailwind', 2);
  if (versions.length) rest = rest.replace(frameworkMajor, (match) => ' '.repeat(match.length));
  read(bareVersion, 'either');
  if (releases && (pluginWords.test(query) || !otherProducts.test(query))) read(releaseNumberVersion, 'release');
  return versions;
}

// Words that say how a reader asks, or what kind of page a title is, not what about: an exact match
// compares the query and the title without them (配置项 is the page 配置项概览).
const fillerWords = /如何|怎么样|怎么|怎样|什么|为什么|使用|用法|教程|文档|问题|概览|设置|的|吗|呢|了/g;
// Words that only ask how to find something out (怎么看, 如何查看, 怎么判断, 确认一下, 想知道): a heading that answers may ask it
// in other such words (怎么判断项目用的是哪个大版本 for 怎么看项目用的是哪个大版本), and what is found out is the same. 查看 goes
// alone too: a heading says it without 如何 (查看实际生效的默认值 for 如何查看实际生效的默认值).
const findingOutWords = /(?:如何|怎么样|怎么|怎样)?查看|(?:如何|怎么样|怎么|怎样)(?:看|判断)|确认(?:一下)?|(?:想|要)?知道/g;

// A step number before a title (`7. 暗色模式`, `2、安装`), not a version that starts one (`3.x 升级`, `4.3.0 发布`): its dot has a
// digit or the x of a major after it, and the number is what the title or query is about.
const stepNumber = /^\s*\d+[.、](?![\dx])\s*/i;

/** A title as a query's words are looked for in it: lower case, no step number (stepNumber), no parenthetical, no filler words nor findingOutWords. */
function phraseText(text: string): string {
  return text
    .toLowerCase()
    .replace(stepNumber, '')
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(findingOutWords, '')
    .replace(fillerWords, '');
}

/** A title, slug, heading or query as exact matches compare them: phraseText, letters and digits only. */
export function exactKey(text: string): string {
  return phraseText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

const letterOrDigit = /[\p{L}\p{N}]/u;
const lettersAndDigits = /^[\p{L}\p{N}]+$/u;
const wordCharacter = /[a-z0-9]/;

/**
 * Lower-case text as holdsWord reads it, worked out once for each title and heading rather than on
 * every query: its letters and digits run together, and for each of them (each UTF-16 unit) whether a
 * word may start or end there, that is whether no a–z or 0–9 stands right before or after it in the text,
 * and where in the text it stands (the marks between two letters are the text between their places).
 */
export interface WordText {
  readonly text: string;
  readonly letters: string;
  readonly starts: readonly boolean[];
  readonly ends: readonly boolean[];
  readonly places: readonly number[];
}

export function wordText(text: string): WordText {
  const characters = [...text];
  let letters = '';
  const starts: boolean[] = [];
  const ends: boolean[] = [];
  const places: number[] = [];
  let place = 0;
  characters.forEach((character, at) => {
    if (letterOrDigit.test(character)) {
      letters += character;
      const start = !wordCharacter.test(characters[at - 1] ?? '');
      const end = !wordCharacter.test(characters[at + 1] ?? '');
      for (let unit = 0; unit < character.length; unit++) {
        starts.push(start);
        ends.push(end);
        places.push(place + unit);
      }
    }
    place += character.length;
  });
  return {text, letters, starts, ends, places};
}

/**
 * What holdsWord reads of a word, whatever the text: whether it is letters and digits only, whether it starts and ends
 * with a–z or 0–9 (a word boundary is then needed there), and for a word with other characters its letters and digits
 * run together (`uniapp` of uni-app), which a text that holds the word holds in its own (WordText.letters), with the
 * marks before, between and after them (`marks[k]` stands before the k-th character of `letters`, `-` of uni-app
 * before `a`; the last entry after them) and where in `letters` each character starts (`offsets`).
 */
interface WordShape {
  readonly plain: boolean;
  readonly start: boolean;
  readonly end: boolean;
  readonly letters: string;
  readonly marks: readonly string[];
  readonly offsets: readonly number[];
  /** For a word of marks only (a quoted mark), the pattern holdsWordWithMarks made of it, once it needed one. */
  pattern?: RegExp;
}

// The shapes of the words ranking has looked for lately: a query's terms are looked for in every matched section's
// headings, and the next query a reader types shares most of them. Bounded: emptied when full.
const wordShapes = new Map<string, WordShape>();
export const KNOWN_WORD_SHAPES = 1000;

function wordShape(word: string): WordShape {
  let shape = wordShapes.get(word);
  if (!shape) {
    if (wordShapes.size >= KNOWN_WORD_SHAPES) wordShapes.clear();
    const plain = lettersAndDigits.test(word);
    let letters = '';
    const marks = [''];
    const offsets: number[] = [];
    for (const character of plain ? [] : word) {
      if (letterOrDigit.test(character)) {
        offsets.push(letters.length);
        letters += character;
        marks.push('');
      } else marks[marks.length - 1] += character;
    }
    shape = {plain, start: wordCharacter.test(word[0]), end: wordCharacter.test(word[word.length - 1]), letters: plain ? word : letters, marks, offsets};
    wordShapes.set(word, shape);
  }
  return shape;
}

/** How many word shapes are known (tests of the bound). */
export const knownWordShapes = () => wordShapes.size;

/**
 * Whether lower-case text holds a term or an exact key, whatever the separators between its characters
 * (`tailwind css` holds tailwindcss, `weapp-tailwindcss` holds weapptailwindcss), but not inside a longer
 * word: `rpx` does not hold px, `UnifiedViteWeappTailwindcssPlugin` does not hold weapptailwindcss.
 * A word of letters and digits (every exact key, most terms) is looked for in the text's letters; one
 * with marks among its letters (`uni-app`, `@apply`) in the letters too, with its marks checked in the text
 * between them (WordText.places); only a word made of marks alone (a quoted `>`) uses a pattern.
 */
export function holdsWord(text: WordText, word: string): boolean {
  const shape = wordShape(word);
  const {plain, start, end} = shape;
  if (!plain) return holdsWordWithMarks(text, word, shape);
  for (let at = text.letters.indexOf(word); at >= 0; at = text.letters.indexOf(word, at + 1)) {
    if ((!start || text.starts[at]) && (!end || text.ends[at + word.length - 1])) return true;
  }
  return false;
}

/**
 * holdsWord of a word with marks (`uni-app`, `@apply`, `5.x`): its letters and digits run together in the text's letters,
 * at a word's boundaries where it starts or ends with a–z or 0–9, and each run of its marks among the marks the text has
 * at the same place, in their order, whatever else stands there (`uni - app` holds uni-app; `uniapp` does not).
 */
function holdsWordWithMarks(text: WordText, word: string, shape: WordShape): boolean {
  const {letters, marks, offsets, start, end} = shape;
  if (!letters) return holdsMarksOnly(text.text, word, shape);
  const last = letters.length - 1;
  for (let at = text.letters.indexOf(letters); at >= 0; at = text.letters.indexOf(letters, at + 1)) {
    if ((start && !text.starts[at]) || (end && !text.ends[at + last])) continue;
    let held = true;
    for (let gap = 0; held && gap < marks.length; gap++) {
      if (!marks[gap]) continue;
      // The text between the letters before and after the gap: marks only, as the letters run together there.
      const after = at + (gap === offsets.length ? letters.length : offsets[gap]);
      const before = after - 1;
      held = holdsInOrder(text.text, marks[gap], before < 0 ? 0 : text.places[before] + 1, after < text.places.length ? text.places[after] : text.text.length);
    }
    if (held) return true;
  }
  return false;
}

/** Whether text between `from` and `to` holds the characters of `marks` in their order. */
function holdsInOrder(text: string, marks: string, from: number, to: number): boolean {
  let at = from;
  for (const mark of marks) {
    const found = text.indexOf(mark, at);
    if (found < 0 || found + mark.length > to) return false;
    at = found + mark.length;
  }
  return true;
}

/** holdsWord of a word of marks only (`\`>\``): its characters with any marks between them. */
function holdsMarksOnly(text: string, word: string, shape: WordShape): boolean {
  for (const character of word) if (!text.includes(character)) return false;
  let {pattern} = shape;
  if (!pattern) {
    const characters = [...word].map((character) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    pattern = shape.pattern = new RegExp(characters.join('[^\\p{L}\\p{N}]*'), 'u');
  }
  return pattern.test(text);
}

/** Text as a pasted message is looked for in it: lower case, spaces collapsed. */
export function textKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Most phrasings of a query tried against titles: each synonym choice multiplies them. */
const MAX_PHRASES = 8;

/** The query's exact key, and the same with each choice of synonyms for its terms (迁移 also read as 升级). */
function phrasesOf(key: string, termGroups: readonly (readonly string[])[]): string[] {
  let phrases = [key];
  for (const [term, ...synonyms] of termGroups) {
    const typed = exactKey(term);
    if (!synonyms.length || !typed) continue;
    const choices = synonyms.map(exactKey).filter(Boolean);
    phrases = phrases.flatMap((phrase) => (phrase.includes(typed) ? [phrase, ...choices.map((choice) => phrase.replace(typed, choice))] : [phrase]));
  }
  return phrases.slice(0, MAX_PHRASES);
}

// Adverbs a reader puts before a verb (只扫描, 都报错, 还生效): they add no word to the run.
const functionCharacter = /^[只都也还就才又再很仅]$/u;

/**
 * The runs of Chinese in the query that hold several of its words with nothing between them, with
 * their synonyms. (A code-like word is one word, whatever its parts.) A run that is one word beside words that
 * only ask (怎么配置, 如何安装: exactKey leaves them out) holds one word, which is no phrase: every heading that says
 * 配置 or 安装 would hold it. Nor is a word beside an adverb of one character (只扫描: functionCharacter), which any heading
 * holding the word beside that character (只扫描主包目录) would hold. Other single characters are part of a word the
 * segmenter cut (多主题, 子元素, 新项目): the run holding them is the reader's word, as the title 小程序多主题… writes it.
 */
function typedPhrases(query: string, termGroups: readonly (readonly string[])[]): string[] {
  const phraseTerm = (term: string) => isWord(term) || !functionCharacter.test(term);
  return query
    .split(/\s+/)
    .filter((run) => /\p{Script=Han}/u.test(run) && tokenize(exactKey(run)).filter(phraseTerm).length > 1)
    .flatMap((run) => phrasesOf(exactKey(run), termGroups));
}

/** The words the reader typed (QueryIntent.wordCount): the typed terms that are no part of another, between marks or at its ends. */
function typedWords(wordGroups: readonly (readonly string[])[]): string[] {
  const typed = wordGroups.map(([term]) => term);
  const isMark = (character: string | undefined) => character === undefined || !letterOrDigit.test(character);
  const inside = (part: string, word: string) => {
    if (word === part) return false;
    for (let at = word.indexOf(part); at >= 0; at = word.indexOf(part, at + 1)) {
      if (isMark(word[at - 1]) && isMark(word[at + part.length])) return true;
    }
    return false;
  };
  return typed.filter((part) => !typed.some((word) => inside(part, word)));
}

// The site's own product, as a reader may put it before any query (`weapp-tailwindcss rem2rpx`), with its version; not
// a scope or path it is part of (`@weapp-tailwindcss/cli`).
const productName = /(?<![\w@/.-])(weapp-tailwindcss|weapp-tw)(?:-webpack-plugin)?(?:\s*@?\s*v?[1-5](?:\.[\dx]+)*(?![\w.]))?(?![\w/-]|\.\w)/gi;

/**
 * A query that names the product beside other words (`weapp-tailwindcss rem2rpx`) says what it asks in the other
 * words: every page is about the product. The query without the name and its version (`subject`), and the terms only
 * the name gave (`weapp-tailwindcss`, `tailwindcss`; not its version, which release notes answer), which would
 * otherwise count three times in a page's coverage of the query (queryIntent keeps them when no other word is left).
 */
function productContext(searched: string): {subject: string; terms: ReadonlySet<string>} {
  const names = [...searched.matchAll(productName)].map(([, name]) => name as string);
  const subject = searched.replace(productName, ' ').replace(/\s+/g, ' ').trim();
  if (!names.length) return {subject: searched, terms: new Set()};
  const own = new Set(tokenize(subject));
  return {subject, terms: new Set(names.flatMap((name) => tokenize(name)).filter((term) => !own.has(term)))};
}

/**
 * What a reader calls a page whose title says it otherwise, asked of the product as a whole (the query's words beside
 * its name are only these, or the query is only these): what the product is (`weapp-tailwindcss 是什么`) is the page
 * titled 简介, its changelog without a version (`weapp-tailwindcss 更新日志`) the list of its releases titled 版本说明, not
 * one release's post. With anything else beside them (`rpx 是什么`, `4.3.0 更新日志`) the query asks about that.
 */
const titledAs: readonly (readonly [RegExp, string])[] = [
  [/^(?:是什么|什么是|介绍)$/, exactKey('简介')],
];

// What the releases changed, of the releases as a whole or of a line (`各个版本更新了什么`, `4.x 更新了什么`, `更新内容`): the
// list of every minor release of each line, with its post and CHANGELOG, titled 版本说明. Not of one release by its number
// (`5.0 更新了啥`, `weapp-tailwindcss 5.0 更新了啥`), which is that release's post.
// The notes of the releases are also 发布日志 / 发布说明 / release notes, as 更新日志 and changelog are.
const releasesAsked = /^(?:(?:最近|最新|各个?版本|每个版本|版本|v?[1-5]\.x)\s*)?(?:更新日志|发布(?:日志|说明|记录)|changelog|release\s*notes?|更新了(?:什么|啥|哪些)|更新(?:内容|说明|记录)|有(?:什么|啥|哪些)新功能)$/i;
const releasesKey = exactKey('版本说明');

// The words of a query that only says styles fail, of nothing in particular (`tailwind 不生效`, `小程序 样式没有效果`,
// `类名不起作用`, `微信小程序 tailwind 不生效`): the product's own words (productWords), what every page styles (样式, 类名,
// 工具类, 插件: the product), the default platform (微信), and words that say it fails (不生效 and its synonyms, 没效果,
// 不起作用, 没反应). Not 编译 (编译后样式没生效): a question under its own heading may ask it in those words. Such a query names no subject of a page, and the
// pages that say 不生效 most often are each about one cause (JS 里的任意值, 分包): the reader asks where to start, which is
// the 常见问题 index (样式不生效时从哪里查起: a checklist and the causes by symptom). Not a pasted message, and not with
// any other word (a framework, a class, a platform), which says which page answers.
const generalStyleWords = new Set(['样式', '类名', '工具类', '插件', '没有', '完全', '全部', '微信']);
const failureWords = new Set([...tokenize('不生效 失效 无效 丢失 没了 没效果 不起作用 没反应')]);
const issuesIndexKey = exactKey('常见问题');

// An option's reference for a query that says something fails beside it (页面里 padding margin 无效 cssPreflight, px2rpx 在 h5 端不生效):
// the reference says what the option does and takes; why styles fail with it is a question the 常见问题 and guide pages answer
// (5.1.4：页面里写的 p-4、m-2 被重置). It gives way a little, and still ranks by its words.
const apiReference = /^\/docs(?:\/[\d.]+x)?\/api(?:-v2)?(?:\/|$)/;
const REFERENCE_FOR_FAILURE_FACTOR = 0.7;
// The failure words' terms that alone say the opposite (cssEntries 什么时候生效, rem2rpx 效果, 起作用): such a word says a
// failure only when the query negates it, which gives its group the failure synonyms (不生效: 生效, 失效, 无效 …; ../shared/query).
const takesEffectTerms = new Set(tokenize('生效 效果 起作用'));
const saysFailure = (group: readonly string[]): boolean => group.some((term) => failureWords.has(term) && !takesEffectTerms.has(term));

/** Whether a query's typed words (typedWords) only say that styles fail, of nothing in particular (generalStyleWords). */
function onlyStylesFail(typed: readonly string[]): boolean {
  return typed.some((word) => failureWords.has(word)) && typed.every((word) => failureWords.has(word) || generalStyleWords.has(word) || productWords.has(word));
}

// A major as a reader types it after a name (`v3`, `4.x`): with the product's and the toolchain's names it says which
// line the reader is on, which is setup too, as it is beside a failure (failsBesideVersion).
const majorWord = /^v?[1-5](?:\.[\dx]+)*$/;

// A query that starts with the reader's setup, frameworks and build tools (`vite uniapp px 转 rpx`, `taro vite 热更新`), asks
// what follows it: a heading that is the rest (`px 转 rpx`) is as exact a match as for the rest alone. Only before two words
// or more, not filler words (`uniapp vue2 怎么配`), of which none sets up or names a framework (`taro vite 安装`, `Taro 注册插件`
// still ask for the Taro guide), nor all the product's or the toolchain's names and versions (`taro tailwindcss v3` asks
// for the Taro guide of Tailwind CSS v3, not for every page's section headed Tailwind CSS v3).
function questionAfterSetup(searched: string): string {
  const parts = searched.trim().split(/\s+/);
  const setupPart = (part: string) => tokenize(part).every((term) => frameworkOf(term) !== undefined || guideToolchainWords.has(term) || guideNames.has(term));
  const first = parts.findIndex((part) => !setupPart(part));
  if (first <= 0) return '';
  const rest = parts.slice(first).join(' ');
  const words = tokenize(rest).filter((word) => [...word].length > 1 && word.replace(fillerWords, '') !== '');
  if (words.length < 2 || guideTitle.test(rest) || words.some((word) => setupVerbs.has(word) || frameworkOf(word) !== undefined)) return '';
  if (words.every((word) => toolchainWords.has(word) || majorWord.test(word))) return '';
  return exactKey(rest);
}

// A query that asks how to set something up after naming it (`px 转 rpx 怎么配置`) asks for the heading that names it
// (px 转 rpx): 设置 and 使用 are filler words already, 配置 and 开启 are words of titles (配置项概览), so the rest is looked for
// as well, when it is two words or more (not `tailwind 配置`) and names no framework, whose guides answer `uniapp vue2 配置`.
// The verb is a word of its own (适配, 搭配 and 匹配 end in 配 but the tokenizer keeps them whole), not negated (不开启,
// 无法开启, 不能启用: a negation of two characters ends in one that negates nothing).
const trailingSetupVerb = /(配置|配|开启|启用)$/u;
const negatedVerb = /(?:[不没未别]|无法|没法|不能|没有|无需|不用|不要|不需要|不再|禁止)$/u;

function subjectBeforeSetupVerb(key: string): string {
  const verb = trailingSetupVerb.exec(key)?.[1];
  if (!verb || !tokenize(key).includes(verb)) return '';
  const rest = key.slice(0, -verb.length);
  const words = tokenize(rest);
  if (negatedVerb.test(rest) || words.length < 2 || words.some((word) => frameworkOf(word) !== undefined || guideNames.has(word))) return '';
  return rest;
}

/** Read from the query as it is searched: a pasted message's tool versions (`lib: 3.7.8`) name no release. */
export function queryIntent(query: string): QueryIntent {
  const searched = normalizeQuery(query);
  const termGroups = queryWordGroups(query);
  const product = productContext(searched);
  const besideProduct = product.subject !== searched && product.subject !== '';
  // Beside words that exact keys leave out (`weapp-tailwindcss 教程`), the product's name is no phrase of the query: every
  // title that names the product would hold it.
  const key = besideProduct && !exactKey(product.subject) ? '' : exactKey(searched);
  // A pasted message is found by its words: the error class before them is often the reader's own.
  const pasted = query
    .split('\n')
    .filter(looksPasted)
    .map((line) => ({key: textKey(normalizeQuery(line)).replace(/^\w*error\s*[:：]\s*/, ''), printed: printedLine(line.replace(quotedAtRule, ' ')) && !readerQuestion.test(line)}))
    .filter(({key}) => key.length >= PASTED_LINE_LENGTH);
  const pastedLines = pasted.map(({key}) => key);
  // A word the query asks for without typing it (原理 of 是怎么…的, 条件编译 of 只在微信小程序生效: askedForTerms) raises the sections that say it;
  // a page need not hold it.
  const asked = askedForTerms(query);
  const allWords = termGroups.filter(([typed]) => exactKey(typed) !== '' && !asked.includes(typed));
  const subjectWords = allWords.filter(([typed]) => !product.terms.has(typed));
  // The name alone, with only words that ask (`weapp-tailwindcss 怎么用`) or with only setting it up (`安装
  // weapp-tailwindcss`), is what the query asks about.
  const named = subjectWords.length < allWords.length && subjectWords.some(([typed]) => !setupVerbs.has(typed));
  const wordGroups = named ? subjectWords : allWords;
  const afterSetup = key ? questionAfterSetup(searched) : '';
  const setupQuestionKeys = afterSetup ? phrasesOf(afterSetup, termGroups) : [];
  const beforeSetupVerb = key ? subjectBeforeSetupVerb(key) : '';
  const phraseKeys = key ? [...phrasesOf(key, termGroups), ...setupQuestionKeys, ...(beforeSetupVerb ? phrasesOf(beforeSetupVerb, termGroups) : [])] : [];
  const typed = typedWords(wordGroups);
  const frameworks = [...new Set(typed.flatMap((word) => frameworkOf(word) ?? []))];
  const setupFrameworks = onlyAsksSetup(typed) ? frameworks : [];
  const typedSubjects = wordGroups.filter(([term]) => typed.includes(term) && !productWords.has(term));
  return {
    termGroups,
    wordOfTerm: new Map(termGroups.some((group) => group.length > 1) ? termGroups.flatMap((group, word) => group.map((term) => [term, word] as const)) : []),
    wordGroups,
    wordCount: typed.length,
    versions: namedVersions(searched, {releases: !pastedLines.length}),
    moves: movedMajors(searched),
    // The version numbers in a pasted message are the reader's packages and tools, not a release.
    namesRelease: asksAboutReleases(searched, !pastedLines.length && releaseNumber.test(searched)),
    releaseTerms: (searched.match(releaseWordsEverywhere) ?? []).flatMap((words) => tokenize(words)),
    exactKey: key,
    pastedLines,
    printedMessage: pasted.some(({printed}) => printed),
    phraseKeys,
    setupQuestionKeys,
    equalKeys: [
      ...(named ? [...phraseKeys, ...phrasesOf(exactKey(product.subject), termGroups)] : phraseKeys),
      ...titledAs.filter(([asked]) => asked.test(product.subject)).map(([, title]) => title),
      ...(releasesAsked.test(product.subject) && !releaseNumber.test(searched) ? [releasesKey] : []),
      ...(!pastedLines.length && onlyStylesFail(typedWords(allWords)) ? [issuesIndexKey] : []),
    ],
    phrases: pastedLines.length ? [] : typedPhrases(searched, termGroups),
    files: pastedLines.length ? {names: [], otherWords: []} : filesOf(searched, wordGroups),
    codeWords: [...camelCaseWords(searched), ...wholeWords(searched).filter(isLongCodeToken)],
    setupFrameworks,
    // A pasted message's `?vue&type=style` is the reader's file, not their setup.
    guideToolchain: !pastedLines.length && frameworks.length ? toolchainOf(searched, typed) : [],
    frameworks,
    subjectWords: typedSubjects,
    versionBesideFailure: failsBesideVersion(typedSubjects),
    moveTargets: [...searched.matchAll(moveTarget)].map(([, major]) => Number(major)),
    asksNewestLine: newestLineWords.test(searched),
    asksStillUsable: stillUsableWords.test(searched),
    uniApp: uniAppX.test(searched) ? 'uni-app x' : termGroups.some(([typed]) => uniAppTerms.has(typed)) ? 'uni-app' : undefined,
    asksForGuides: frameworks.length > 0 || typed.some((word) => setupVerbs.has(word) || guideNames.has(word)),
    besideProduct,
    wordOfPart: partsOfCodeWords(searched, termGroups),
    addedPackages: addedPackages(searched),
    ruledOut: ruledOutWords(query),
  };
}

// A package the reader says they added before something went wrong (`taro 装了 nutui 以后 shadow 和渐变都没了`, `引入 vant 之后样式被覆盖`,
// `用了 wot-design-uni 后`): the reader suspects it, and the page titled with its name (和 NutUI 一起使用) explains how the two
// get along, where the pages of the reader's framework (the Taro guides' 常见问题) say the symptom for every reader. Not the
// product itself, Tailwind CSS, a framework or a build tool, which many titles name for other reasons; nor a major (用了 v4 之后: the
// titles of every Tailwind CSS v4 guide say v4), a CSS unit (用了 rpx 后: rem 转 rpx is no page about rpx going wrong) or a platform
// (加了 h5 以后), none of them a package.
const notPackage = /^(?:v?\d[\d.x]*|r?px|rem|em|vw|vh|h5|app|web|ios|android)$/;
const addedBefore = /(?:装了|安装了?|引入了?|用了|使用了|接入了?|加了|加入了?|集成了?)\s*([A-Za-z@][\w@/.-]*)\s*(?:以后|之后|后)/g;

/** The packages a query says were added before something broke (addedBefore), lower case. */
function addedPackages(searched: string): string[] {
  return [...searched.matchAll(addedBefore)]
    .map(([, name]) => name.toLowerCase())
    .filter((name) => !notPackage.test(name) && !toolchainWords.has(name) && frameworkOf(name) === undefined && !/^(?:weapp-tailwindcss|weapp-tw|tailwind)/.test(name));
}

/** How much a page whose title names a package the reader added before something broke (QueryIntent.addedPackages) raises its score. */
const ADDED_PACKAGE_TITLE_FACTOR = 2;

/** The versions a page is about, read from its address, title, sidebar section and docs version. */
export interface PageVersions {
  /** The Tailwind CSS major of a guide for one (`/quick-start/v4/…`, the `Tailwind CSS v3` section). */
  readonly tailwind?: number;
  /** The plugin majors a page is about by its subject: a migration, release notes, the v2 API. */
  readonly plugin: readonly number[];
  /** The plugin major of the docs version the page is in (its label, `4.x`); none for unversioned pages. */
  readonly docs?: number;
}

export function pageVersions(record: Pick<RankedRecord, 'url' | 'title' | 'section' | 'tag'>, docsVersions: readonly DocsVersionTag[]): PageVersions {
  const page = record.url.split('#')[0];
  const tailwind = /\/quick-start\/v([234])(?:\/|$)/.exec(page)?.[1] ?? /Tailwind CSS v([234])/.exec(record.section)?.[1];
  const plugin = new Set<number>();
  const migration = /\/migrations\/v(\d)(?:-and-v(\d))?$/.exec(page);
  if (migration) {
    const from = Number(migration[1]);
    plugin.add(from).add(migration[2] ? Number(migration[2]) : from + 1);
  }
  const ofMajor = /\/(?:releases|issues)\/v(\d)$|\/api-v(\d)(?:\/|$)/.exec(page);
  if (ofMajor) plugin.add(Number(ofMajor[1] ?? ofMajor[2]));
  for (const [, major] of record.title.matchAll(new RegExp(pluginVersion.source, 'gi'))) plugin.add(Number(major));
  const titleMajor = /^([1-5])\.x\b/.exec(record.title)?.[1];
  if (titleMajor) plugin.add(Number(titleMajor));
  const docsLabel = docsVersions.find((version) => version.tag === record.tag)?.label;
  return {
    tailwind: tailwind ? Number(tailwind) : undefined,
    plugin: [...plugin],
    docs: docsLabel ? Number.parseInt(docsLabel, 10) || undefined : undefined,
  };
}

/**
 * Whether something about these plugin majors, this docs version's major and (`tailwind`) the named
 * Tailwind CSS major is about the version a query names, by the kind of version it names.
 */
function coversNamed(plugin: readonly number[], docs: number | undefined, tailwind: boolean, named: NamedVersion): boolean {
  const byPlugin = plugin.includes(named.major);
  if (named.kind === 'release') return byPlugin;
  if (named.kind === 'plugin') return byPlugin || docs === named.major;
  if (named.kind === 'tailwind') return tailwind;
  return byPlugin || tailwind;
}

/** Whether a page is about the version a query names. */
export function coversVersion(versions: PageVersions, named: NamedVersion): boolean {
  return coversNamed(versions.plugin, versions.docs, versions.tailwind === named.major, named);
}

/** What the pages of one docs version are about, together: a query naming any of it may search this docs version. */
export function docsVersionAbout(pages: readonly PageVersions[]): IndexedDocsVersion['about'] {
  const majors = (list: readonly (number | undefined)[]) => [...new Set(list.filter((major) => major !== undefined))].sort((a, b) => a - b);
  return {
    plugin: majors(pages.flatMap((page) => page.plugin)),
    docs: pages.find((page) => page.docs !== undefined)?.docs,
    tailwind: majors(pages.map((page) => page.tailwind)),
  };
}

/**
 * Whether some page of a docs version is about the version a query names (coversVersion of each page).
 * A release number does not ask for a docs version: its notes, posts and migrations are in every one.
 */
export function docsVersionCovers(about: IndexedDocsVersion['about'], named: NamedVersion): boolean {
  if (named.kind === 'release') return false;
  return coversNamed(about.plugin, about.docs, about.tailwind.includes(named.major), named);
}

/** The plugin majors a query moves from and to (QueryIntent.moves). */
export interface Moves {
  readonly from: readonly number[];
  readonly to: readonly number[];
}

// The line a reader moves from: after 从 (`从 v2 迁移`), before the move from it to another (`3.x 升级 4.x`), or as the subject of a
// question of moving (`插件 2.x 怎么升级`, `v3 的项目 要升级`: asking words or the reader's project between the major and the move).
// The line they move to: after 到 or 至 (`升级到 3.x`, `迁移至 v5`), or after the move from another. Every migration page is about
// both of its lines (pageVersions), so these named 从 v2 升级到 v3 as much as 从 v3 升级到 v4. A major right before the move alone
// (`3.x 升级`, `v4 迁移`) says neither: a reader's `Vue 3 迁移` moves to Vue 3, a `3.x 升级` may move from it. Not Tailwind CSS's
// majors (`tailwind v3 升级 v4`), which no migration moves between: they are blanked before reading, as namedVersions reads them.
const movedMajor = String.raw`(?<![\w.\-@])(?:v([1-5])|([1-5])\.x)(?![\w.])`;
const moveWord = String.raw`(?:升级|迁移|升到|迁到|换到|切到|更新到|升)`;
const askingMove = String.raw`(?:怎么|如何|怎样|要|想|该|应该|需要|可以|能)`;
const movedFrom = new RegExp(
  String.raw`从\s*(?:插件\s*)?${movedMajor}|${movedMajor}\s*(?:版本\s*)?(?:的\s*)?(?:(?:项目|工程)\s*(?:${askingMove}\s*)*|(?:${askingMove}\s*)+)(?=${moveWord})`,
  'gi',
);
const movedTo = new RegExp(String.raw`${moveWord}\s*(?:到|至)\s*(?:插件\s*)?${movedMajor}`, 'gi');
const movedOnTo = new RegExp(String.raw`${movedMajor}[^，。！？；,!?;\n]*?${moveWord}\s*(?:到|至)?\s*(?:插件\s*)?${movedMajor}`, 'gi');
// The plugin's name before its major, which tailwindVersion would read as Tailwind CSS's (the tailwindcss of weapp-tailwindcss 3.x).
const productNames = /\b(?:weapp-tailwindcss|weapp-tw)(?:-webpack-plugin)?\s*@?/gi;

/** The plugin majors a query moves from and to (Moves). */
export function movedMajors(query: string): Moves {
  const blank = (match: string) => ' '.repeat(match.length);
  const text = query.replace(productNames, blank).replace(tailwindVersion, blank).replace(legacyToolchain, blank);
  const major = (v: string | undefined, x: string | undefined) => Number(v ?? x);
  const onTo = [...text.matchAll(movedOnTo)];
  const from = [...[...text.matchAll(movedFrom)].map(([, v1, x1, v2, x2]) => major(v1 ?? v2, x1 ?? x2)), ...onTo.map(([, v, x]) => major(v, x))];
  const to = [...[...text.matchAll(movedTo)].map(([, v, x]) => major(v, x)), ...onTo.map(([, , , v, x]) => major(v, x))];
  return {from: [...new Set(from)], to: [...new Set(to)]};
}

/**
 * How much a migration gives way whose lines are not the ones the query moves from or to (QueryIntent.moves): `3.x 升级` is
 * 从 v3 升级到 v4, `升级到 3.x` 从 v2 升级到 v3. Both still cover the named major (NAMED_VERSION_FACTOR).
 */
const OTHER_MOVE_FACTOR = 0.5;
const migrationLines = /\/migrations\/v(\d)(?:-and-v(\d))?$/;

/** Whether a migration page moves between other lines than the query's (OTHER_MOVE_FACTOR); false for any other page. */
function movesOtherLines(page: string, {from, to}: Moves): boolean {
  const lines = migrationLines.exec(page);
  if (!lines) return false;
  const start = Number(lines[1]);
  const end = lines[2] ? Number(lines[2]) : start + 1;
  return (from.length > 0 && !from.includes(start)) || (to.length > 0 && !to.includes(end));
}

/** Whether a page is about another version of the kind a query names. */
function aboutOtherVersion(versions: PageVersions, named: NamedVersion): boolean {
  if (coversVersion(versions, named)) return false;
  if (named.kind === 'release') return versions.plugin.length > 0;
  if (named.kind === 'plugin') return versions.plugin.length > 0 || versions.docs !== undefined;
  if (named.kind === 'tailwind') return versions.tailwind !== undefined;
  return versions.plugin.length > 0 || versions.tailwind !== undefined;
}

// A version a query names beside a failure of something else (`tailwind v3 scale-110 小程序没效果`) says which line the
// reader is on, not that they ask for that line's pages: a page about the version is not raised over the pages about what
// fails (the pages about another version still give way), unless its title holds the whole query. Without a failure the
// query's other words ask about the version (`继续使用 4.x`, `taro vite 打包 支持 tailwind 4`, `postcss7 老项目`).
function failsBesideVersion(subjectWords: QueryIntent['subjectWords']): boolean {
  const others = subjectWords.map(([word]) => word).filter((word) => !failureWords.has(word));
  return (
    others.length < subjectWords.length &&
    others.some((word) => !majorWord.test(word) && !toolchainWords.has(word) && !setupVerbs.has(word) && frameworkOf(word) === undefined && word !== '版本')
  );
}

/** How much a page about the version a query names counts, and one about another version of that kind. */
const NAMED_VERSION_FACTOR = 2.5;
const OTHER_VERSION_FACTOR = 0.4;

// Words that ask about the newest plugin line (新版本, 最新版, 升级 with no target): a reader who names their Tailwind CSS major
// beside them (`tailwind v3 项目 升级到最新版`) asks what the current line says of it, not for the older line's guides of that
// major. 升级 right before a major (`tailwind v2 升级 v3`, `升级到 3`) names where to, which may be an older line's.
const newestLineWords = /新版|最新|升级(?!\s*(?:到|至)?\s*v?\d)/;
// Whether something can still be used (`tailwindcss v3 还能用吗`, `还支持 tailwind v3 吗`, 还可以用, 还兼容) asks the same of the
// newest line, without naming it: the migration to that line says whether it still does. Its reader's older line's guides give
// way as for newestLineWords; an older line's reader's own guides do not (that line still supports the major: they say how).
// Not 还在用 or 还要, which say what the reader has or needs.
const stillUsableWords = /还(?:能|可以|支持|兼容)/;

/**
 * How much a page of an older plugin line than the reader's (a 4.x page for a 5.x reader) counts for a query that names only a
 * Tailwind CSS major: both lines may document that major, and the reader's line is what they install.
 */
const OLDER_LINE_FACTOR = 0.7;

/** Whether a page is of an older plugin line than `major`: of an older docs version, or of no docs version and only about older lines. */
function olderLine(versions: PageVersions, major: number): boolean {
  return (versions.docs !== undefined && versions.docs < major) || olderPluginOnly(versions, major);
}

/**
 * Whether a section's own headings name the version a query names (`路线二：使用 Tailwind CSS 2.x 与 webpack 4 插件` in
 * the 4.x HBuilderX guide, a Tailwind CSS v3 guide): that section does not give way as its page does (OTHER_VERSION_FACTOR).
 * It does not count as a page about the version either: its page's other sections are not. A heading's bare `v2` is either kind.
 */
function headingsNameVersion(sectionVersions: readonly NamedVersion[], named: NamedVersion): boolean {
  if (named.kind === 'release') return false;
  return sectionVersions.some(({kind, major}) => major === named.major && (kind === named.kind || kind === 'either' || named.kind === 'either'));
}

/**
 * Without a named version, how the current lines lead: only as a tie-breaker between near-equal
 * scores. Older Tailwind CSS guides, and pages of an older docs version, give way by these factors.
 */
const olderTailwindFactor: Readonly<Record<number, number>> = {4: 1, 3: 0.9, 2: 0.8};
const olderDocsFactor = 0.9;

/**
 * Without a named version, a docs page of no docs version that is only about older plugin lines than
 * the docs version the reader reads (for a 5.x reader a migration to 4.x, the release notes of 2.x)
 * gives way by more than an older docs version's page: what it says (a Node.js range, an export's
 * name) has changed since for that reader, where an older docs version's page is still right for its
 * own readers. Not when a section of the page holds a code word of the query (an option the page
 * documents by name, QueryIntent.codeWords), and not blog posts, which give way already (pageIntent).
 */
const olderPluginFactor = 0.7;

/**
 * How much a migration to a newer plugin line than the one the reader reads (for a 4.x reader, 从 4.x 升级到 5.x) gives way
 * when the query says nothing of moving (migrationWords) nor names a version: its sections name what that reader's
 * project uses (postinstall 补丁, UnifiedWebpackPluginV5) only to say how to drop it, where the reader asks how it works
 * in their line (`postinstall weapp-tw patch 失败` on a 4.x page is the 4.x patch and its errors).
 */
const newerMigrationFactor = 0.5;
const migrationPage = /\/migrations\//;
const migrationWords = /升级|迁移|升到|换到|切到|更新到|upgrade|migrat/i;

// A major right after a word of moving (`升级到 4.x`, `迁移到 v4`, `升级 3.x 后`) is where the reader moves to, as newestLineWords reads 升级
// before a major: the migration to that major answers, not the one from it to the next (从 4.x 升级到 5.x for `升级到 4.x 要改什么`,
// whose title holds 4.x). Not a major followed by where to (`升级 4.x 到 5.x`: 4.x is where from), nor a release number (`升级到 5.3`).
const moveTarget = /(?:升级|迁移|升到|迁到|换到|切到|更新)\s*(?:到|至)?\s*(?:weapp-t(?:ailwindcss|w)\s*@?\s*)?v?([1-5])(?:\.x)?(?![\w.])(?!\s*(?:到|至|->|→)\s*v?[1-5])/gi;

/** Whether a migration page starts from a major the query moves to (QueryIntent.moveTargets): it leads beyond where the reader went. */
function migrationFromTarget(page: string, versions: PageVersions, named: NamedVersion, moveTargets: readonly number[]): boolean {
  return named.kind !== 'tailwind' && moveTargets.includes(named.major) && migrationPage.test(page) && Math.min(...versions.plugin) === named.major;
}

/** Whether a migration page leads to a newer plugin line than the read one's (`readMajor`). */
function migrationToNewer(page: string, versions: PageVersions, readMajor: number): boolean {
  return migrationPage.test(page) && versions.plugin.some((major) => major > readMajor);
}

/**
 * Whether a page of a docs version is about plugin majors that are all older than that version's (the v2 API reference kept in
 * the 4.x docs): without a named version it gives way as a page of no docs version about older lines does (olderPluginFactor),
 * even where it holds a code word of the query: the docs version's own reference documents the options it still has.
 */
function olderLineInDocs({docs, plugin}: PageVersions): boolean {
  return docs !== undefined && plugin.length > 0 && plugin.every((major) => major < docs);
}

/** Whether a page of no docs version is about plugin majors that are all older than the read docs version's (`readMajor`). */
function olderPluginOnly(versions: PageVersions, readMajor: number): boolean {
  return versions.docs === undefined && versions.plugin.length > 0 && versions.plugin.every((major) => major < readMajor);
}

/**
 * How much a page whose address is a code name of the query that its title says in other words raises its score (`配置了
 * rem2rpx 不生效` is the page /quick-start/rem2rpx, titled rem 转 rpx): the page is about that name as wholly as a page whose
 * title holds the query's words, which the pages that say rem2rpx in their text would otherwise outscore (their titles
 * hold 配置 or 生效). Not a version (/migrations/v3), whose pages the version rules weigh.
 */
const SLUG_WORD_FACTOR = TITLE_WORDS_FACTOR;

// An address that is a code name: letters and digits run together (rem2rpx) or an inner capital (intelliSense). A plain
// English address (install, issues, templates, plugins, group) is a word readers use in their own sense (npm install 失败,
// github issues, 我的 templates 目录), so it names no page beside other words.
const codeNameSlug = /[a-zA-Z]\d|\d[a-zA-Z]|[a-z][A-Z]/;

/** Whether the query has words besides one that is the page's address (slugWord), read as the reader typed them. */
function namedBySlug({slugWord}: RecordFacts, {wordGroups, pastedLines}: QueryIntent): boolean {
  if (!slugWord || pastedLines.length || wordGroups.length < 2 || /^v\d+$/.test(slugWord)) return false;
  return wordGroups.some(([typed]) => exactKey(typed) === slugWord);
}

/**
 * How first a result must come whatever its score: a page the query names (title or slug), a page whose
 * title says the query in its words (从 v2 迁移 in 从 v2 升级到 v3) or whose sidebar category is the query, a chapter the query names (an h2
 * heading or id with subsections under it: `7. 暗色模式`, all of it about the query), a section the
 * query names (heading or id: `rem2rpx`) or quotes (a pasted message), or none of these.
 */
const ExactMatch = {None: 0, Section: 1, Chapter: 2, Title: 3, Page: 4} as const;
type ExactMatch = (typeof ExactMatch)[keyof typeof ExactMatch];

interface RecordFacts {
  readonly page: string;
  /** The page's title, sidebar section and nearest sidebar category, lower case, for the terms a query names. */
  readonly heading: WordText;
  /** The title as phrases are looked for in it (phraseText). */
  readonly titleText: WordText;
  readonly pageKeys: readonly string[];
  /** The page's address's last part as exact matches compare it (exactKey), where it is a code name the title does not say (rem2rpx of `rem 转 rpx`). */
  readonly slugWord: string;
  readonly anchor: string;
  readonly sectionHeadingKey: string;
  readonly versions: PageVersions;
  readonly olderDocs: boolean;
  /** The record's headings (the page title, its h2 and h3) as phrases are looked for in them (phraseText). */
  readonly headingText: WordText;
  /** The page's sidebar category as headingText reads it (no parenthetical), for categoryAsHeading. */
  readonly categoryText: WordText;
  /** The page's sidebar category as exact matches compare it (exactKey), empty without one. */
  readonly categoryKey: string;
  /** The section's table rows that link to a page in their last cell, with its own headings; none without such rows. */
  readonly table?: LinkingTable;
  /**
   * What the page's title, sidebar section, category and address say about its toolchain, as a guide's toolchain is
   * matched with a query's (QueryIntent.guideToolchain): `uni-app-vite-hbuilder` is a Vite guide whose title does not
   * say so; and a title's `webpack5` is webpack (4.x's “Taro 注册插件（webpack5 与 Vite）”).
   */
  readonly toolchainText: WordText;
  /** Which of uni-app and uni-app x the section is about by its page's title, sidebar section and category and its own headings (uniAppOf). */
  readonly sectionUniApp?: UniApp;
  /** The record's h2 section on its page (chapterKey): a chapter when a matched subsection (h3) carries it too. */
  readonly chapter: string;
  /** The page's title is the product's name alone, with or without a version (productName). */
  readonly productTitle: boolean;
  /** The page is one of the 常见问题 pages (`/docs/issues`, `/docs/4.x/issues/…`): about every reader's questions, not one subject's. */
  readonly issuesPage: boolean;
  /** The page is a framework's setup guide (frameworkGuide with every framework word). */
  readonly frameworkGuide: boolean;
  /**
   * The section is a question under its own heading in its page's 常见问题 chapter that asks in the words of the page's
   * subject: a word of the page's title (一点提示都没有？ on IDE 智能提示设置), or any question of a framework's guide.
   */
  readonly subjectQuestion: boolean;
  /** The versions the section's own headings (h2, h3) name, as a query's are read (namedVersions). */
  readonly sectionVersions: readonly NamedVersion[];
}

// The product's name as the first part of a module's path (the API reference page `weapp-tailwindcss/vite`): the title
// names that module, not the product every page is about; it holds the module's own name (vite) still.
const productModule = /(?<![\w@/.-])weapp-tailwindcss(?=\/)/gi;

const issuesPages = /\/issues(?:\/|$)/;

// Whether a heading holds a word of the title (not the product's own words, which every page's headings say).
function namesTitle(title: string, heading: string): boolean {
  const text = wordText(heading.toLowerCase());
  return queryIntent(title).subjectWords.some((group) => holdsAnyWord(text, group));
}

const chapterKey = (page: string, h2: string | undefined) => `${page}#${h2 ?? ''}`;

// What ranking reads of a section's page, worked out once per section rather than on every query.
const recordFacts = new WeakMap<readonly DocsVersionTag[], Map<string, RecordFacts>>();

// Each page's address as one string for all its sections' facts: ranking groups a query's sections by it, and a map
// compares one string with itself at once, two equal strings character by character.
const pageAddresses = new Map<string, string>();

/** The facts of the records read with these docs versions. */
function factsTable(docsVersions: readonly DocsVersionTag[]): Map<string, RecordFacts> {
  let known = recordFacts.get(docsVersions);
  if (!known) recordFacts.set(docsVersions, (known = new Map()));
  return known;
}

function factsOf(record: RankedRecord, docsVersions: readonly DocsVersionTag[], known: Map<string, RecordFacts>): RecordFacts {
  let facts = known.get(record.url);
  if (!facts) {
    const [address, anchor = ''] = record.url.split('#');
    let page = pageAddresses.get(address);
    if (page === undefined) pageAddresses.set(address, (page = address));
    const slug = page.slice(page.lastIndexOf('/') + 1);
    const versionAt = docsVersions.findIndex((version) => version.tag === record.tag);
    const versions = pageVersions(record, docsVersions);
    const headings = `${record.title} ${record.section} ${record.h2 ?? ''} ${record.h3 ?? ''}`;
    const heading = wordText(`${record.title.replace(productModule, ' ')} ${record.section} ${record.category ?? ''}`.toLowerCase());
    const guide = frameworkGuide(record, heading);
    facts = {
      page,
      heading,
      titleText: wordText(phraseText(record.title)),
      pageKeys: [exactKey(record.title), exactKey(slug)].filter(Boolean),
      slugWord: !codeNameSlug.test(slug) || holdsWord(wordText(phraseText(record.title)), slug.toLowerCase()) ? '' : exactKey(slug),
      anchor: exactKey(anchor),
      sectionHeadingKey: exactKey(record.h3 ?? record.h2 ?? ''),
      versions,
      olderDocs: versionAt > 0,
      headingText: wordText(phraseText(`${record.title} ${record.h2 ?? ''} ${record.h3 ?? ''}`)),
      categoryKey: exactKey(record.category ?? ''),
      categoryText: wordText(phraseText(record.category ?? '')),
      table: linkingTableOf(record),
      toolchainText: wordText(`${record.title} ${record.section} ${record.category ?? ''} ${slug.replaceAll('-', ' ')}`.toLowerCase().replace(/webpack5/g, 'webpack5 webpack')),
      sectionUniApp: uniAppOf(headings, wordText(`${headings} ${record.category ?? ''}`.toLowerCase())),
      chapter: chapterKey(page, record.h2),
      productTitle: record.title.replace(productName, '').trim() === '',
      issuesPage: issuesPages.test(page),
      frameworkGuide: guide,
      subjectQuestion: record.h2 === faqChapter && record.h3 !== undefined && (guide || namesTitle(record.title, record.h3)),
      sectionVersions: namedVersions(`${record.h2 ?? ''} ${record.h3 ?? ''}`),
    };
    known.set(record.url, facts);
  }
  return facts;
}

// A section's text as pasted messages are looked for in it (textKey), worked out once per section.
const contentKeys = new Map<string, string>();

/** A section's text as pasted messages are looked for in it (textKey): ranking and the hits' snippets ask it of the same sections. */
export function sectionTextKey({url, content}: Pick<RankedRecord, 'url' | 'content'>): string {
  let text = contentKeys.get(url);
  if (text === undefined) contentKeys.set(url, (text = textKey(content)));
  return text;
}

/**
 * Whether a section holds a pasted message: a line of it word for word in its text, or every word of
 * a message a tool printed (the text a section ships may end before the message; the index holds all of it).
 */
function holdsPastedMessage(record: RankedRecord, intent: QueryIntent): boolean {
  const text = sectionTextKey(record);
  for (const line of intent.pastedLines) if (text.includes(line)) return true;
  if (!intent.printedMessage) return false;
  const matched = record.queryTerms ?? [];
  for (const [typed] of intent.termGroups) if (!matched.includes(typed)) return false;
  return true;
}

// Ranking asks the helpers below of every matched record, a thousand for a query of common words: loops rather than
// callbacks that would be made anew for each record.

/** Whether text holds a term of each group (holdsWord). */
function holdsEveryGroup(text: WordText, groups: readonly (readonly string[])[]): boolean {
  for (const group of groups) if (!holdsAnyWord(text, group)) return false;
  return true;
}

/** Whether text holds any of the words (holdsWord). */
function holdsAnyWord(text: WordText, words: readonly string[]): boolean {
  for (const word of words) if (holdsWord(text, word)) return true;
  return false;
}

/** Whether a list holds a term of each group. */
function includesEveryGroup(list: readonly string[], groups: readonly (readonly string[])[]): boolean {
  for (const group of groups) if (!includesAny(list, group)) return false;
  return true;
}

/** Whether a list holds any of the words. */
function includesAny(list: readonly string[], words: readonly string[]): boolean {
  for (const word of words) if (list.includes(word)) return true;
  return false;
}

/** What a query makes of a page, the same for each of its sections: worked out once per page and query. */
interface PageIntent {
  /** A release post that the query does not ask for: its title and headings name its features, which says less about where they are documented. */
  readonly blogPost: boolean;
  /** The factors of the page's title, section and versions (adjustedScore applies them in this order). */
  readonly factors: readonly number[];
  /** Page, Title or None: the exact match of the page's title or slug. */
  readonly exact: ExactMatch;
  /** The page's title, sidebar section and category hold every word of the query (TITLE_WORDS_FACTOR). */
  readonly titleWords: boolean;
  /** An archived page for a query that only asks how to set a framework up (archivedTitle): its title and headings do not count. */
  readonly archivedForSetup: boolean;
  /** A framework's setup guide for a query that names no framework and nothing about setting up (OTHER_READERS_GUIDE_FACTOR). */
  readonly otherReadersGuide: boolean;
  /**
   * A page about one subject (an editor, a feature, a framework) for a query that names none of it in the words of the
   * page's title, sidebar section, category or address (toolchainText), the product's aside: its readers' questions are
   * not this reader's. Not the 常见问题 pages (issuesPage), whose questions are every reader's.
   */
  readonly otherSubject: boolean;
}

/** What a query is read with besides its words: the read docs version's plugin major, the pages a section of which holds a code word of the query. */
interface ReadContext {
  readonly readMajor: number;
  readonly namingPages: ReadonlySet<string>;
  /** The plugin major of the current docs version (the newest line). */
  readonly currentMajor: number;
  /**
   * The Tailwind CSS majors the query names that the current docs do not document (none where what they document is not
   * known), when it asks about the newest plugin line: in words (QueryIntent.asksNewestLine) or by its major (`还能用 5.x 吗`).
   */
  readonly droppedMajorsAsked: ReadonlySet<number>;
  /** The query names the newest line, in words (QueryIntent.asksNewestLine) or by its major: not only whether something can still be used. */
  readonly newestNamed: boolean;
}

function pageIntent(record: RankedRecord, facts: RecordFacts, intent: QueryIntent, {readMajor, namingPages, currentMajor, droppedMajorsAsked, newestNamed}: ReadContext): PageIntent {
  const blogPost = record.kind === 'blog' && !intent.namesRelease;
  const {heading, versions} = facts;
  const factors: number[] = [];
  // A release post's title holds the words that ask for a release (5.0 新特性 is the post `5.0 发布：…`).
  // A uni-app page's title does not name uni-app x (whose name holds uni-app's), nor a uni-app x page's uni-app.
  const pageUniApp = intent.uniApp && uniAppOf(`${record.title} ${record.section}`, heading);
  const otherUniApp = pageUniApp !== undefined && pageUniApp !== intent.uniApp;
  const titleHolds = (term: string) => (holdsWord(heading, term) && !(otherUniApp && uniAppTerms.has(term))) || (record.kind === 'blog' && intent.releaseTerms.includes(term));
  const archivedForSetup = intent.setupFrameworks.length > 0 && archivedTitle.test(record.title) && !oldProject.test(intent.exactKey);
  // A title that is only the product's name holds a word of a query that names the product beside other words, not what it asks.
  const nameOnlyTitle = intent.besideProduct && facts.productTitle;
  const titleWords = !blogPost && !archivedForSetup && !nameOnlyTitle && intent.termGroups.every((group) => group.some(titleHolds));
  if (titleWords) factors.push(TITLE_WORDS_FACTOR);
  else if (namedBySlug(facts, intent)) factors.push(SLUG_WORD_FACTOR);
  if (intent.setupFrameworks.length && guidesFor(record, heading, intent)) {
    factors.push(GUIDE_FACTOR);
  }
  if (intent.guideToolchain.length && frameworkGuide(record, heading, intent.frameworks)) {
    const ofToolchain = intent.guideToolchain.every((word) => servesToolchain(word, facts));
    // A query that only asks to set up asks for the guide of its toolchain; another asks that guide's readers a question
    // that other pages may answer too, so the framework's other guides give way rather than that guide coming first.
    if (intent.setupFrameworks.length) {
      if (ofToolchain) factors.push(GUIDE_TOOLCHAIN_FACTOR);
    } else if (!ofToolchain) factors.push(1 / GUIDE_TOOLCHAIN_FACTOR);
  }
  const otherReadersGuide = !intent.asksForGuides && facts.frameworkGuide;
  if (otherReadersGuide) factors.push(OTHER_READERS_GUIDE_FACTOR);
  // A query that names its frameworks (`hbuilderx 建的 uniapp 项目怎么装 tailwind`) is not asked by the readers of another's
  // guide, however much of it that guide says (安装, package.json): it gives way as far as for a query that names none.
  // Its address names a framework too (`uni-app-vite-hbuilder` is HBuilderX's guide for a reader's `hbuilder`).
  // weapp-vite builds native mini programs: its guide is a 原生 reader's too.
  else if (intent.frameworks.length && facts.frameworkGuide && !namesQueryFramework(intent.frameworks, heading, facts.toolchainText)) {
    factors.push(OTHER_READERS_GUIDE_FACTOR);
  }
  const otherSubject = !facts.issuesPage && !intent.subjectWords.some((group) => holdsAnyWord(facts.toolchainText, group));
  if (apiReference.test(facts.page) && intent.wordGroups.length > 1 && intent.wordGroups.some((group) => failureWords.has(group[0]) && saysFailure(group))) factors.push(REFERENCE_FOR_FAILURE_FACTOR);
  if (intent.addedPackages.length && holdsAnyWord(facts.titleText, intent.addedPackages)) factors.push(ADDED_PACKAGE_TITLE_FACTOR);
  for (const named of intent.versions) {
    if (migrationFromTarget(facts.page, versions, named, intent.moveTargets)) factors.push(OTHER_VERSION_FACTOR);
    else if (coversVersion(versions, named)) {
      // A Tailwind CSS major the newest line dropped, asked beside it (`tailwind v3 项目 还能用 5.x 吗`, `升级到最新版`), is the
      // reader's project: what the newest line says of it answers, not an older line's guides for it.
      // Asked only whether it can still be used (stillUsableWords), the guides of the reader's own line are not older ones.
      const olderGuide = named.kind === 'tailwind' && droppedMajorsAsked.has(named.major) && olderLine(versions, currentMajor) && (newestNamed || olderLine(versions, readMajor));
      if ((!intent.versionBesideFailure || titleWords) && !olderGuide) factors.push(NAMED_VERSION_FACTOR);
    } else if (droppedMajorsAsked.has(named.major) && named.kind === 'tailwind' && migrationPage.test(facts.page) && versions.plugin.includes(currentMajor)) {
      // That dropped major asked of the newest line is answered by the migration to that line, which says what it dropped
      // and who should stay on the older one (谁应该留在 4.x: 使用 Tailwind CSS v3 的项目).
      factors.push(NAMED_VERSION_FACTOR);
    } else if (aboutOtherVersion(versions, named)) factors.push(OTHER_VERSION_FACTOR);
  }
  if (intent.versions.length && intent.versions.every(({kind}) => kind === 'tailwind') && olderLine(versions, readMajor)) factors.push(OLDER_LINE_FACTOR);
  if (movesOtherLines(facts.page, intent.moves)) factors.push(OTHER_MOVE_FACTOR);
  if (!intent.versions.length) {
    factors.push(olderTailwindFactor[versions.tailwind ?? 4] ?? 1);
    if (facts.olderDocs) factors.push(olderDocsFactor);
    if (record.kind !== 'blog' && olderPluginOnly(versions, readMajor) && !namingPages.has(facts.page)) factors.push(olderPluginFactor);
    else if (olderLineInDocs(versions)) factors.push(olderPluginFactor);
    if (migrationToNewer(facts.page, versions, readMajor) && !migrationWords.test(intent.exactKey)) factors.push(newerMigrationFactor);
  }
  let exact: ExactMatch = ExactMatch.None;
  if (archivedTitle.test(record.title) || nameOnlyTitle) return {blogPost, factors, exact, titleWords, archivedForSetup, otherReadersGuide, otherSubject};
  if (intent.equalKeys.some((phrase) => facts.pageKeys.includes(phrase))) exact = ExactMatch.Page;
  else if (!blogPost && readersPhraseKeys(intent, facts).some((phrase) => holdsWord(facts.titleText, phrase))) exact = ExactMatch.Title;
  // The sidebar category names the pages in it (`原生小程序` is the category 原生小程序（gulp / webpack）, not a templates list's section).
  else if (facts.categoryKey && intent.equalKeys.includes(facts.categoryKey)) exact = ExactMatch.Title;
  return {blogPost, factors, exact, titleWords, archivedForSetup, otherReadersGuide, otherSubject};
}

/**
 * The question after a reader's setup (`mpx text-[32rpx] 会不会变成颜色`, questionAfterSetup) is asked by the readers of that
 * setup: a page about another framework (its title, sidebar section, category or address names one, not one of the
 * query's) with the same question among its own (the Taro guide's `text-[32rpx] 会不会变成颜色`, uni-app's css-macro page
 * headed Tailwind CSS v3) does not answer it exactly.
 */
function readersPhraseKeys(intent: QueryIntent, facts: RecordFacts): readonly string[] {
  if (!intent.setupQuestionKeys.length) return intent.phraseKeys;
  const aboutFramework = [...frameworkWords].some((word) => holdsWord(facts.toolchainText, word)) || uniAppX.test(facts.toolchainText.text);
  const otherFrameworks = aboutFramework && !namesQueryFramework(intent.frameworks, facts.heading, facts.toolchainText);
  return otherFrameworks ? intent.phraseKeys.filter((phrase) => !intent.setupQuestionKeys.includes(phrase)) : intent.phraseKeys;
}

function exactMatch(record: RankedRecord, facts: RecordFacts, intent: QueryIntent, chapters: ReadonlySet<string>, {exact, blogPost}: PageIntent): ExactMatch {
  if (exact) return exact;
  const phraseKeys = readersPhraseKeys(intent, facts);
  if (!blogPost && (phraseKeys.includes(facts.anchor) || phraseKeys.includes(facts.sectionHeadingKey))) {
    return !record.h3 && chapters.has(facts.chapter) ? ExactMatch.Chapter : ExactMatch.Section;
  }
  // The question after the reader's setup, typed as one run, under a heading of a page about that setup (`mpx 智能提示`: the Mpx
  // guide's 让 .mpx 文件获得智能提示) answers them as exactly as a title that says the question alone (IDE 智能提示设置). Words
  // typed apart (`taro 注册 插件`) are no phrase.
  const headingAsks = (phrase: string) => intent.phrases.includes(phrase) && holdsWord(facts.headingText, phrase);
  if (!blogPost && intent.setupQuestionKeys.some(headingAsks) && namesQueryFramework(intent.frameworks, facts.heading, facts.toolchainText)) {
    return ExactMatch.Title;
  }
  if (intent.pastedLines.length && holdsPastedMessage(record, intent)) return ExactMatch.Section;
  return ExactMatch.None;
}

/**
 * The share of a section's score that counts when it matched several terms of one word of the query
 * (the word and its synonyms, QueryIntent.termGroups): MiniSearch adds up what each term scores, so a
 * section that says 暗色, 深色 and dark would count 暗黑模式 three times, and one that says 生效 and 失效
 * would count `hover 不生效`'s 不生效 twice over hover. Each word counts about once: the score is taken
 * down by the square root of the words matched over the terms matched (one word and a synonym: × 0.71).
 */
function synonymShare({queryTerms = []}: RankedRecord, {wordOfTerm}: QueryIntent): number {
  if (!wordOfTerm.size) return 1;
  // The words counted without a set of them: a section matches a few terms.
  let words = 0;
  let terms = 0;
  for (let at = 0; at < queryTerms.length; at++) {
    const word = wordOfTerm.get(queryTerms[at]);
    if (word === undefined) continue;
    terms += 1;
    let before = 0;
    while (before < at && wordOfTerm.get(queryTerms[before]) !== word) before++;
    if (before === at) words += 1;
  }
  return terms > words ? Math.sqrt(words / terms) : 1;
}

/**
 * Whether a page's introduction (the text before its first h2, at the page's own address, which ends with the
 * page's description: the question the page answers, `渐变、阴影、translate 等工具类没有效果`) holds every word of
 * the query: the page is about it as a section whose headings say so is (SECTION_WORDS_FACTOR), where a tutorial's
 * or a guide's FAQ heading says it for its own readers. A page without headings is all introduction. adjustedScore
 * does not ask it for a query that asks for a framework's guides: every guide's introduction names its framework,
 * toolchain and how to set them up, and GUIDE_FACTOR tells them apart.
 */
function introSaysQuery({h2, queryTerms = []}: RankedRecord, {anchor}: RecordFacts, {wordGroups}: QueryIntent): boolean {
  return !h2 && !anchor && includesEveryGroup(queryTerms, wordGroups);
}

/**
 * The camelCase parts of the query's code words, each with its word (QueryIntent.wordOfPart). A part that is also a
 * synonym of a word of the query (`weapp` of 小程序) is that word's term, as in searchOptionsFor.
 */
function partsOfCodeWords(query: string, termGroups: readonly (readonly string[])[]): Map<string, string> {
  const parts = codeWordPartsOnly(query);
  const wordOfPart = new Map<string, string>();
  if (!parts.size) return wordOfPart;
  const synonyms = new Set(termGroups.flatMap((group) => group.slice(1)));
  // Each code word by itself: a pasted `UnifiedVitePlugin(cssPreflight)` holds two.
  for (const {word, parts: partsOfWord} of camelCaseWordParts(query)) {
    for (const part of partsOfWord) if (parts.has(part) && !synonyms.has(part) && !wordOfPart.has(part)) wordOfPart.set(part, word);
  }
  return wordOfPart;
}

/**
 * The share of a section's score that counts for the reader's words rather than the index's terms. MiniSearch
 * multiplies a record's score by the number of query terms it matched, and the camelCase parts of a code word
 * (`unified`, `vite`, `plugin` of UnifiedViteWeappTailwindcssPlugin) are terms of their own there: a section that says
 * a few of them counted that one word several times over, ahead of sections that say the query's other words. The
 * parts already count half in each term's score (searchOptionsFor) for that reason; here the score is taken down to
 * the words matched over the terms matched. A section that says the code word (and so its parts) matched it as one
 * word; one that says only some of its parts (`webpack` of UnifiedWebpackPluginV5) matched half of it, as each part
 * counts half in the term scores: counted whole, a section that says `webpack` and 配置 came before one that says
 * `UnifiedWebpackPluginV5` and 配置.
 */
function coordinationShare({queryTerms = []}: RankedRecord, {wordOfPart}: QueryIntent): number {
  if (!wordOfPart.size) return 1;
  let words = 0;
  const partly = new Set<string>();
  for (const term of queryTerms) {
    const word = wordOfPart.get(term);
    if (word === undefined) words += 1;
    else if (!queryTerms.includes(word)) partly.add(word);
  }
  words += partly.size * CODE_WORD_PART_BOOST;
  return words < queryTerms.length ? words / queryTerms.length : 1;
}

/**
 * The files a query names and its wordGroups that are no part of their names (`体积` of `app.wxss 体积太大`, not `wxss`):
 * nor the terms of the written name (`vue.config` of `vue.config.js`, `src` of `src/app.css`), which a heading naming the file holds too.
 */
function filesOf(query: string, wordGroups: readonly (readonly string[])[]): QueryIntent['files'] {
  const files = namedFiles(query);
  const nameParts = new Set(files.flatMap(({file, terms}) => [...file.split('.'), ...terms]));
  return {names: files.map(({file}) => file), otherWords: wordGroups.filter(([typed]) => !nameParts.has(typed))};
}

/**
 * Whether a section's headings name a file the query names where the section is about the query's other words too: its
 * headings say one of them (在 App.uvue 中引入样式), or its text holds them all (页面里写的类名没有生成到 app.wxss, for
 * `小程序 app.wxss 没样式`). A file is one term, yet such a heading is about it as one holding words typed together is
 * (HEADING_PHRASE_FACTOR). A heading that names the file for another matter (类名没有生成到 app.wxss, for `app.wxss 体积太大`) is not.
 */
function fileAsPhrase({queryTerms = []}: RankedRecord, facts: RecordFacts, {files}: QueryIntent): boolean {
  if (!holdsAnyWord(facts.headingText, files.names)) return false;
  return files.otherWords.some((group) => holdsAnyWord(facts.headingText, group)) || files.otherWords.every((group) => includesAny(queryTerms, group));
}

/** Whether any of `texts` names one of the query's `frameworks`, by any name its guides go by (frameworkNames). */
function namesQueryFramework(frameworks: readonly string[], ...texts: readonly WordText[]): boolean {
  return frameworks.some((word) => (frameworkNames[word] ?? [word]).some((name) => texts.some((text) => holdsWord(text, name))));
}

/**
 * Whether a page's sidebar category is one of its headings for the words a reader typed together (HEADING_PHRASE_FACTOR):
 * where it names a framework of the query, it is the heading of that framework's pages (原生小程序 is the category
 * 原生小程序（gulp / webpack）, whose guides' own titles are their steps). A category that names none of them (各框架的注册方式)
 * groups pages about other things.
 */
function categoryAsHeading({categoryText}: RecordFacts, {frameworks}: QueryIntent): boolean {
  return namesQueryFramework(frameworks, categoryText);
}

/**
 * How much a section gives way whose own heading (h2, h3) names what the reader does without (QueryIntent.ruledOut) and negates
 * nothing: `不用打包工具 命令行直接把tailwind编译成wxss` is not the section 打包工具 that lists the build tools, whose heading raised
 * the words 打包 and 工具 over the command line tool's page. A heading that says it goes without (不经过打包工具, 不需要配置文件, 删掉 postinstall
 * 补丁) answers.
 */
const RULED_OUT_HEADING_FACTOR = 0.5;
const negatingHeading = /[不无没免删省]|去掉|去除|移除|取消|关闭|跳过/;

function headedByRuledOut({h2, h3}: RankedRecord, {ruledOut}: QueryIntent): boolean {
  const own = h3 ?? h2;
  if (!ruledOut.length || !own || negatingHeading.test(own)) return false;
  const text = wordText(own.toLowerCase());
  return ruledOut.some((terms) => terms.every((term) => holdsWord(text, term)));
}

function adjustedScore(record: RankedRecord, facts: RecordFacts, intent: QueryIntent, {factors, blogPost, titleWords, archivedForSetup, otherReadersGuide, otherSubject}: PageIntent): number {
  let score = record.score * synonymShare(record, intent) * coordinationShare(record, intent);
  for (const factor of factors) score *= factor;
  const {wordGroups} = intent;
  if (
    !blogPost &&
    !titleWords &&
    !archivedForSetup &&
    intent.wordCount > 1 &&
    (holdsEveryGroup(facts.headingText, wordGroups) || (!intent.asksForGuides && introSaysQuery(record, facts, intent)))
  ) {
    score *= SECTION_WORDS_FACTOR;
  }
  // A release post's headings name its features too (pageIntent): they say less about where those are documented.
  if (!blogPost && (holdsAnyWord(facts.headingText, intent.phrases) || fileAsPhrase(record, facts, intent) || (categoryAsHeading(facts, intent) && holdsAnyWord(facts.categoryText, intent.phrases)))) {
    score *= HEADING_PHRASE_FACTOR;
  }
  if (blogPost) score *= 0.25;
  // A section whose headings name the version is not about another one, whatever its page is about.
  for (const named of intent.versions) {
    if (headingsNameVersion(facts.sectionVersions, named) && aboutOtherVersion(facts.versions, named)) score /= OTHER_VERSION_FACTOR;
  }
  if (intent.uniApp && facts.sectionUniApp && facts.sectionUniApp !== intent.uniApp) score *= OTHER_UNI_APP_FACTOR;
  if (headedByRuledOut(record, intent)) score *= RULED_OUT_HEADING_FACTOR;
  if (otherReadersGuide && record.h2 === faqChapter) score *= OTHER_READERS_FAQ_FACTOR;
  // One that asks in other words (小程序和 H5 的默认样式不一致 on 跨多端开发 CSS 兼容) is asked by readers who never name its page.
  else if (otherSubject && facts.subjectQuestion) score *= OTHER_SUBJECT_FAQ_FACTOR;
  return score;
}

/** A line of a section's text that is a table row linking to a page in its last cell (RankedRecord.rowLinks): the line in lower case and that page. */
interface TableRow {
  readonly text: WordText;
  readonly page: string;
}

/** A section's rows that link to a page (TableRow), and the section's own headings (h2, h3; not the page's title) as rowLinkFound reads them. */
interface LinkingTable {
  readonly rows: readonly TableRow[];
  readonly heading: WordText;
}

function linkingTableOf({content, rowLinks = [], h2, h3}: RankedRecord): LinkingTable | undefined {
  const rows = rowLinks.length ? content.split('\n').flatMap((line, at) => (rowLinks[at] ? [{text: wordText(line.toLowerCase()), page: rowLinks[at]}] : [])) : [];
  return rows.length ? {rows, heading: wordText(phraseText(`${h2 ?? ''} ${h3 ?? ''}`))} : undefined;
}

/**
 * The page that a row of a table in a section (an index's `现象：文章`) links to in its last cell, when the row
 * holds every word of the query the section matched that the table's own heading (h2, h3) does not say, and
 * one its headings do not say: that row, not its section, is what the query found, and the page it links to
 * answers it. A row's words are whole words (`ai` is not in `tailwind`).
 */
function rowLinkFound(record: RankedRecord, facts: RecordFacts, intent: QueryIntent): string | undefined {
  if (!facts.table) return undefined;
  const {rows, heading} = facts.table;
  const matched = record.queryTerms ?? [];
  const words = intent.termGroups.filter((group) => group.some((term) => matched.includes(term)));
  // `样式不生效` asks what the table as a whole is about (样式没有生效或者被覆盖), not one of its rows.
  if (!words.some((group) => !group.some((term) => holdsWord(facts.headingText, term)))) return undefined;
  // The table's own heading says its words for each of its rows: `hover 不生效` is the row `hover:…没反应` under
  // 样式没有生效或者被覆盖. The page's title does not: it is what the whole page is about, and its tables point elsewhere.
  // A row left with only where the reader works to say (a framework, 小程序: `taro 样式不生效`) is not singled out by it.
  const unsaid = words.filter((group) => !group.some((term) => holdsWord(heading, term)));
  if (unsaid.length < words.length && unsaid.every(([typed]) => frameworkWords.has(typed) || toolchainWords.has(typed))) return undefined;
  return rows.find(({text}) => unsaid.every((group) => group.some((term) => holdsWord(text, term))))?.page;
}

/**
 * The share of a page's best section score that a section must reach for its words to count in the
 * page's termCoverage: a passing mention of a word deep in a long page (`Node.js` in a release list)
 * does not make the page about it.
 */
const COVERAGE_SHARE = 0.25;

/**
 * The share of the query's terms (each with its synonyms) that a page's strong sections (COVERAGE_SHARE
 * of its best, `best`) or its title, section and category (`heading`: the title says Vue 2 of a page
 * whose text never writes vue2) hold together: a page that answers every word of the query, in one section or
 * across several, comes before one whose best section scores a little higher on some of them. The terms
 * are the query's words (QueryIntent.wordGroups): a code word with separators such as `node.js` is one
 * term per part, one written in a run (`customAttributes`) is one term; words that only say how a reader
 * asks (如何, 用法) do not count, as exact matches ignore them too. A page found by its address rather
 * than its words (no section says which terms it matched) keeps its score.
 */
function termCoverage(hits: readonly {readonly record: RankedRecord; readonly facts: RecordFacts; readonly score: number}[], best: number, {wordGroups}: QueryIntent, heading: WordText): number {
  const strong = COVERAGE_SHARE * best;
  const matched = new Set<string>();
  // A strong section's headings say its words as the title does (Vue 3 项目（Vite） holds vue3, which the index's terms vue and 3 do not).
  const headings: WordText[] = [];
  for (const {record, facts, score} of hits) {
    if (score < strong) continue;
    for (const term of record.queryTerms ?? []) matched.add(term);
    headings.push(facts.headingText);
  }
  if (!matched.size || !wordGroups.length) return 1;
  let covered = 0;
  for (const group of wordGroups) {
    for (const term of group) {
      if (matched.has(term) || holdsWord(heading, term) || headings.some((text) => holdsWord(text, term))) {
        covered++;
        break;
      }
    }
  }
  return covered / wordGroups.length;
}

/**
 * How much the other pages give way to the one page that holds a name of the query (soleNamePage): `daisyui 在小程序里
 * wxss 编译错误` asks about daisyUI, which one page of the site names, not about the WXSS errors other pages explain
 * for every reader; those say the query's other words more often and would come first by them.
 */
const SOLE_NAME_FACTOR = 0.25;

// A name a reader types: a code-like word starting with a letter (daisyui, a package's or option's name), not a Chinese
// word, which a page may hold in passing (只在), nor a number.
const typedName = /^[a-z]/;

/**
 * The one page among the matched ones that holds a name the reader typed (typedName) in a section or, as termCoverage
 * reads it, in its title, sidebar section or category (Vue 2 holds vue2), where the query has other words too and is no
 * pasted message (whose rare words are the reader's files and modules); none when no name is held by exactly one page,
 * or when two names are each held by a page of their own. A name only a blog post holds singles out no page: blog posts
 * come after the docs unless the query asks about a release (pageIntent), and a release post's heading may spell a
 * name the docs write otherwise (`Node.js 与 HBuilderX 的版本要求` holds nodejs; the docs' Node.js is the terms node
 * and js). A page found by its address, whose section does not say which terms it matched, may hold any name (as in
 * termCoverage).
 */
function soleNamePage(
  pages: ReadonlyMap<string, {readonly intent: PageIntent; readonly hits: readonly {readonly record: RankedRecord; readonly facts: RecordFacts}[]}>,
  {wordGroups, pastedLines}: QueryIntent,
): string | undefined {
  if (pastedLines.length || wordGroups.length < 2) return undefined;
  let sole: string | undefined;
  for (const group of wordGroups) {
    // A class with an arbitrary value is the reader's example (their own number or colour), not a name a page documents.
    if (!typedName.test(group[0]) || group[0].includes('-[')) continue;
    let holder: string | undefined;
    let blogPost = false;
    let holders = 0;
    for (const [page, {intent, hits}] of pages) {
      if (!holdsAnyWord(hits[0].facts.heading, group) && !hits.some(({record: {queryTerms = []}}) => !queryTerms.length || includesAny(queryTerms, group))) continue;
      holder = page;
      blogPost = intent.blogPost;
      if (++holders > 1) break;
    }
    if (holders !== 1 || blogPost) continue;
    if (sole !== undefined && sole !== holder) return undefined;
    sole = holder;
  }
  return sole;
}

/**
 * How much the pages that hold no code word of the query (QueryIntent.codeWords: an option's or an export's name as the
 * pages write it) give way to those that do, beside the query's other words: `createPlugins tailwindcss v4` asks about
 * createPlugins, which the API pages document, not about Tailwind CSS v4, which the v4 guides' titles say.
 */
const OTHER_THAN_CODE_WORD_FACTOR = 0.5;

/** Whether the query names a code word that some matched pages hold (`namingPages`) beside words of its own, and is no pasted message. */
function namesCodeWord({codeWords, wordGroups, pastedLines}: QueryIntent, namingPages: ReadonlySet<string>): boolean {
  return codeWords.length > 0 && wordGroups.length > 1 && !pastedLines.length && namingPages.size > 0;
}

interface RankedHit<T> {
  readonly record: T;
  readonly facts: RecordFacts;
  readonly exact: ExactMatch;
  score: number;
}

interface RankedPage<T> {
  exact: ExactMatch;
  best: number;
  /** What the query makes of the page (pageIntent), worked out with its first section. */
  readonly intent: PageIntent;
  readonly hits: RankedHit<T>[];
}

const byRank = (a: {exact: ExactMatch; score: number}, b: {exact: ExactMatch; score: number}) => b.exact - a.exact || b.score - a.score;
const byPageRank = (a: {exact: ExactMatch; best: number}, b: {exact: ExactMatch; best: number}) => b.exact - a.exact || b.best - a.best;

/**
 * Where the ranking put a result's page and how firmly: its exact match (ExactMatch, higher first) and then its score.
 * The search modal reads it to tell a page shown out of order by its grouping (modalHits).
 */
export interface PageStanding {
  readonly exact: number;
  readonly score: number;
}

/**
 * The records in the order readers should see them: pages by their exact match and then their best
 * section's adjusted score times their termCoverage, each page's sections together, at most
 * HITS_PER_PAGE of them; each with its page's standing.
 */
export function rankRecords<T extends RankedRecord>(
  records: readonly T[],
  intent: QueryIntent,
  docsVersions: readonly (DocsVersionTag | IndexedDocsVersion)[] = [],
  readTag = docsVersions[0]?.tag,
): (T & {readonly standing: PageStanding})[] {
  // Each record's facts are looked up once: the passes below read them up to five times.
  const known = factsTable(docsVersions);
  const factsOfRecords = records.map((record) => factsOf(record, docsVersions, known));
  const namingPages = new Set<string>();
  // The h2 sections with subsections among the matches (a subsection's record carries its h2): chapters.
  const chapters = new Set<string>();
  records.forEach(({h3, queryTerms = []}, at) => {
    if (h3) chapters.add(factsOfRecords[at].chapter);
    if (includesAny(queryTerms, intent.codeWords)) namingPages.add(factsOfRecords[at].page);
  });
  const majorOf = (version: DocsVersionTag | undefined) => Number.parseInt(version?.label ?? '', 10);
  const current = docsVersions.at(0);
  const currentMajor = majorOf(current);
  const newestNamed = intent.asksNewestLine || intent.versions.some(({kind, major}) => kind !== 'tailwind' && major === currentMajor);
  const newestAsked = newestNamed || intent.asksStillUsable;
  const currentTailwind = current && 'about' in current ? current.about.tailwind : undefined;
  const read: ReadContext = {
    newestNamed,
    readMajor: majorOf(docsVersions.find(({tag}) => tag === readTag)),
    namingPages,
    currentMajor,
    droppedMajorsAsked: new Set(
      newestAsked && currentTailwind ? intent.versions.filter(({kind, major}) => kind === 'tailwind' && !currentTailwind.includes(major)).map(({major}) => major) : [],
    ),
  };
  const pages = new Map<string, RankedPage<T>>();
  records.forEach((record, at) => {
    const facts = factsOfRecords[at];
    let entry = pages.get(facts.page);
    if (!entry) pages.set(facts.page, (entry = {exact: ExactMatch.None, best: 0, intent: pageIntent(record, facts, intent, read), hits: []}));
    const score = adjustedScore(record, facts, intent, entry.intent);
    const exact = exactMatch(record, facts, intent, chapters, entry.intent);
    if (exact > entry.exact) entry.exact = exact;
    entry.best = Math.max(entry.best, score);
    entry.hits.push({record, facts, exact, score});
  });
  // A row of a table that links to another matched page and holds the query's words (rowLinkFound) speaks
  // for that page: its score counts for the page it links to rather than for the table's.
  const spokenFor = new Map<string, number>();
  for (const [page, entry] of pages) {
    let moved = false;
    for (const hit of entry.hits) {
      const linked = rowLinkFound(hit.record, hit.facts, intent);
      if (linked === undefined || linked === page || !pages.has(linked)) continue;
      spokenFor.set(linked, Math.max(spokenFor.get(linked) ?? 0, hit.score));
      hit.score = 0;
      moved = true;
    }
    if (moved) entry.best = Math.max(...entry.hits.map(({score}) => score));
  }
  for (const [page, score] of spokenFor) {
    const entry = pages.get(page) as RankedPage<T>;
    entry.best = Math.max(entry.best, score);
  }
  const sole = soleNamePage(pages, intent);
  if (sole !== undefined) {
    for (const [page, entry] of pages) if (page !== sole) entry.best *= SOLE_NAME_FACTOR;
  } else if (namesCodeWord(intent, namingPages)) {
    for (const [page, entry] of pages) if (!namingPages.has(page)) entry.best *= OTHER_THAN_CODE_WORD_FACTOR;
  }
  for (const entry of pages.values()) entry.best *= termCoverage(entry.hits, entry.best, intent, entry.hits[0].facts.heading);
  const ranked: (T & {standing: PageStanding})[] = [];
  for (const {hits, exact, best} of [...pages.values()].sort(byPageRank)) {
    hits.sort(byRank);
    const standing = {exact, score: best};
    for (let at = 0; at < hits.length && at < HITS_PER_PAGE; at++) ranked.push({...hits[at].record, standing});
  }
  return ranked;
}
