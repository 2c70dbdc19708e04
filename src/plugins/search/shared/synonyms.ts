// Words a Chinese reader types for what the pages call otherwise: a query with one of them also
// searches for the others. Applied to the query only, so the index stays as it is. Each group is a
// set of words that mean the same here; every group has a unit test (tests/unit/search.test.ts).
import {tokenize} from './tokenize';

export const synonymGroups: readonly (readonly string[])[] = [
  ['uni-app', 'uniapp'],
  ['迁移', '升级'],
  ['暗黑', '暗色', '深色', '夜间', 'dark'],
  ['小程序', 'weapp'],
  ['转换', '转化', '换算'],
  // Styles a reader finds missing (样式丢失, 样式没了) are what the pages call styles that do not take effect.
  ['不生效', '失效', '无效', '丢失', '没了'],
  ['图标', 'icon'],
  ['报错', '错误'],
  ['补丁', 'patch'],
  // A pnpm, yarn or npm workspace is how a reader's monorepo is set up.
  ['monorepo', 'workspace'],
  // Readers shorten HBuilderX to hbx; the pages never do.
  ['hbuilderx', 'hbx'],
  // Styles that do not refresh after an edit are, in the developer tool, its 编译热重载 (hot reload).
  ['热重载', '刷新'],
  // The pages write the CSS property where a value turns into one (`text-[32rpx]` 生成 color) and 颜色 in their prose
  // (被识别成颜色, 主题颜色); a reader types either.
  ['颜色', 'color'],
  // How two things differ: the pages' headings say 区别 (与 @import "weapp-tailwindcss" 的区别) or 差异 (v3 与 v4 的差异).
  ['区别', '差异', '差别'],
  // One code for several platforms: the pages say 多端 (跨多端开发, 多端差异) and 跨端; the segmenter cuts 跨多端 into 跨 | 多端.
  ['跨端', '多端'],
];

/**
 * A reader's word and the pages' word for the same thing, where the pages' own use of the reader's word means
 * something else: a query with the first also searches the second, not the other way round. A reader asks for an
 * introduction (介绍) and the page that gives it is titled 简介, but the pages' 介绍 is the verb (本页介绍…), which a
 * reader's 简介 does not ask for. A reader reports a build that fails as 报错 (云函数 构建报错) where the page says 构建失败,
 * but the pages' 报错 is the message a tool prints (按报错信息排查), which a reader's 编译失败 does not ask for. A reader
 * asks for the 更新日志 where the pages name the upstream CHANGELOG; the pages' 更新 and 日志 are words of their own.
 * A reader's 拼 alone (类名拼出来, 拼的类名) is the pages' 拼接: the segmenter cuts it off as a character of its own, which
 * a query searches only as a word with a synonym (typedTerms); the pages' 拼接 holds no 拼 of its own to find. A reader
 * asks what was 测过 (tested) where the pages say 验证 (the compatibility matrix, 验证 sections of the guides); the pages'
 * 验证 is also checking a value, which a reader's 验证 does not ask to be tested. A reader asks how the project 演变 (evolved)
 * where the page on it is titled 技术演进, or asks how it 发展 (发展历史), which the pages' own 发展 only points to
 * (发展中的一个转折点); a reader's 演进 finds that title as it is. Not 历史: a reader's 历史 is as often a page's own
 * (mangle 历史 is the mangle page, which 本页保留这段历史; 模板的提交历史), which that title would outrank. A reader's 没了 is also the pages' 消失
 * (标签规则在 app.wxss 里消失, App 端部分样式消失), but a reader's 消失 is as often literal (1px 的边框消失), which the
 * pages' 不生效 does not answer. A reader asks how two things differ as 有啥不一样 or 有什么不同, which the pages' headings
 * call 区别 and 差异; the pages' own 不同 is mostly another sense (不同平台, 不同的写法), which a reader's 区别 does not ask for.
 * A reader sends a package to npm (组件库发到 npm, 发 npm) where the pages publish it (发布源码); the pages' 发布 is also a
 * release of the product's, which a reader's 发到 does not ask for (it is no release word: ranking reads those from the
 * query). The 发 of 发 npm is a character the segmenter leaves alone (as 装 below).
 * A reader names the AI tool they use (ChatGPT, Claude, DeepSeek) where the page on it says AI; the
 * pages' AI names no tool. Not Cursor, a CSS property too (cursor-pointer), nor 大模型, whose 模型 is the pages' 盒模型;
 * nor Copilot, the editor's completion: a reader's `copilot 类名提示` asks about the editor's class hints (IntelliSense).
 * A reader says to install and to configure in one character (怎么装, 怎么配) where the pages write 安装 and 配置: the
 * segmenter leaves such a character alone, and a query searches it only as a word with a synonym (typedTerms). One way:
 * the pages write 装 alone in a few sentences only (项目里装的是), which a reader's 安装 need not find. Not 跑 (跑 h5): the
 * pages' 运行 is mostly running the dev tool or an app (运行到浏览器时), which a reader's 跑 h5 报错 does not ask about.
 * A reader describes a hover by the mouse (鼠标移到卡片上, 鼠标放上去变色) where the pages write the variant (hover:, group-hover);
 * the pages' 鼠标 is rare and says the same. A reader names Vue's binding by its directive (v-bind 的 class) where the pages
 * write `:class` and 绑定, whose `:` the tokenizer drops. A reader types uni-app's conditional comment (#ifdef, #ifndef) where
 * the pages' headings and prose say 条件编译. One way each: the pages' hover, 绑定 and 条件编译 ask for none of the reader's words.
 * A reader brings in a package or a component as 引用 (引用外部包组件) where the pages write 引入 (构建以及引入外部组件, 在 main.ts
 * 中引入); one way: the pages' own 引用 is mostly a CSS variable's or a file's (引用变量, 引用本地图片), which a reader's 引入 does not ask for.
 * A reader says class names a server sends are 接口返回, 后端返回, 后台返回 or 服务端返回 (服务器返回 is 服务 | 器 | 返回 too)
 * where the pages write 服务端 and 下发 (来自服务端的类名, 由服务端或配置下发): word by word, 接口 is 服务端 and 返回 is
 * 下发. One way, and only as the phrase: the pages' 接口 is an API's (Node.js API 接口), their 返回 a function's value.
 * A reader who already writes the pages' 下发 names the server in their own word (后端接口下发, 后台下发): as a phrase with 下发,
 * 接口, 后端 and 后台 are 服务端 too (the pages' own 后端 and 后台 are a backend's HTML, 后台编辑器, on the typography page).
 * A reader names uni-app x by the files they write in it (uvue 新建目录里的类名不生效, uts 文件没有补全) where the pages' FAQ
 * headings and titles say uni-app x (新增目录里的类名不生效 under uni-app x 快速集成). One way: the pages' uni-app x is the
 * framework, not its files. Only a word of its own: the uvue of App.uvue is a file's name, which the pages name as it is.
 */
export const oneWaySynonyms: readonly (readonly [string, string])[] = [
  ['介绍', '简介'],
  ['报错', '失败'],
  ['更新日志', 'changelog'],
  ['拼', '拼接'],
  ['测过', '验证'],
  ['演变', '演进'],
  ['发展', '演进'],
  ['没了', '消失'],
  ['不一样', '区别'],
  ['不一样', '差异'],
  ['不同', '区别'],
  ['不同', '差异'],
  ['发到', '发布'],
  ...['chatgpt', 'gpt', 'claude', 'deepseek'].map((tool) => [tool, 'ai'] as const),
  ['装', '安装'],
  ['配', '配置'],
  ['发', '发布'],
  // The tokenizer cuts 鼠标 off the verb after it (鼠标悬停, 鼠标滑过), and keeps the directive with its argument.
  ['鼠标', 'hover'],
  ['v-bind', '绑定'],
  ['v-bind:class', '绑定'],
  ['ifdef', '条件编译'],
  ['ifndef', '条件编译'],
  ['引用', '引入'],
  ...['接口返回', '后端返回', '后台返回', '服务端返回'].map((readers) => [readers, '服务端下发'] as const),
  // The reader's own server word with the pages' 下发 (后端接口下发的类名, 后台下发的 class): the server word is 服务端.
  ...['接口下发', '后端下发', '后台下发'].map((readers) => [readers, '服务端下发'] as const),
  ['uvue', 'uni-app x'],
  ['uts', 'uni-app x'],
];

/**
 * The search terms of a word as the tokenizer writes them: a code-like word is one term (`uni-app`,
 * not also `uni` and `app`), a Chinese word its words of two characters or more (小程序 → 程序).
 */
function termsOfWord(word: string): string[] {
  const terms = tokenize(word);
  if (!/\p{Script=Han}/u.test(word)) return terms.slice(0, 1);
  const longer = terms.filter((term) => [...term].length > 1);
  return longer.length ? longer : terms;
}

const groupsOfTerms = synonymGroups.map((group) => group.map(termsOfWord));
const oneWayOfTerms = oneWaySynonyms.map((pair) => pair.map(termsOfWord));

// The brackets of an Iconify icon's class: an icon set and an icon, joined by `--` (`mdi--home`).
const iconBrackets = String.raw`[a-z\d]+(?:-[a-z\d]+)*--[a-z\d-]+\]`;

// A class with an arbitrary value (`w-[100px]`, `bg-[#fff]`, `hover:text-[32rpx]`): the reader asks how such a class
// works in a mini program, which the pages on arbitrary values answer in their own examples (`w-[300rpx]`), not in the
// reader's. The class also searches the pages' word for it, one way: the pages' 任意值 is no class of the reader's.
// Not an Iconify icon's class, whose brackets hold the icon set and name (`icon-[mdi--home]`): the icon pages answer it.
// Only when the query asks about the class alone, or says no more than that it fails (`w-[20px]`, `bg-[#123456] 不生效`):
// beside words of its own (`uni-app x w-[200rpx] 不生效`, `text-[#333] 组件库 样式覆盖`) the class is the reader's example
// and those words say which page answers.
const arbitraryValueClass = new RegExp(String.raw`^[^[\]]*\w-\[(?!${iconBrackets})[^\]]+\]`);

// An Iconify icon's class (`icon-[lucide--download]`, `i-[mdi--home]`): its brackets name an icon set and an icon the
// pages never list, and the class says whose it is. It also searches the pages' word for it, one way, whatever else
// the query says: the page on Iconify answers how such a class is written, generated and escaped.
const iconifyClass = new RegExp(String.raw`^[^[\]]*\w-\[${iconBrackets}`);
const iconifyTerms = termsOfWord('iconify');
const arbitraryValueTerms = ['任意值', 'arbitrary'].flatMap(termsOfWord);
const failingWords = new Set([...['不生效', '失效', '无效', '报错', '错误', '失败', '编译'].flatMap(termsOfWord), ...arbitraryValueTerms]);

// A length a reader types with its unit (`32rpx`, `10px`): the pages write their own numbers, and say the unit alone
// (rpx 与类型提示, px 转 rpx). The length also searches its unit, one way.
const lengthWithUnit = /^\d+(?:\.\d+)?(rpx|px|rem|em|vw|vh)$/;

// A class with an arbitrary length beside the colour it turned into (`text-[28rpx] 生成了 color: 28rpx`, `text-[32rpx] 变成颜色了`):
// what the reader met is what the pages call 二义性 (rpx 任意值与类型二义性), a word the reader does not know to type. The class
// also searches it, one way, whatever else the query says. Only a prefix that is both a colour and a length utility (the
// page's text, border, bg, outline, ring and the like): w-[100px] or rounded-[20rpx] beside 背景颜色 never turns into a colour.
const arbitraryLengthClass =
  /^(?:[\w-]+:|!)*(?:text|border(?:-[xytrblse])?|bg|outline|ring(?:-offset)?|stroke|decoration|divide(?:-[xy])?|shadow)-\[-?\d+(?:\.\d+)?(?:rpx|px|rem|em|vw|vh|%)?\]/;
const colourWords = ['color', '颜色'];
const ambiguityTerms = termsOfWord('二义性');
// Such a class in rpx beside words that say it does nothing (`app 下 text-[26rpx] 不生效`, `border-[2rpx] 没效果`): rpx is
// the one unit Tailwind CSS does not know (rpx 任意值与类型二义性: 不在 W3C 的 CSS 长度单位里), and a class of it that has no
// effect is what that page explains (text-[32rpx] 生成 color: 32rpx, 文字大小没有变化) whatever the reader names besides (a
// platform, a framework). Not px, rem and CSS's other units, which Tailwind CSS reads as lengths (text-[13px] 不生效 has other causes).
const rpxValue = /\[-?\d+(?:\.\d+)?rpx\]$/;
const noEffectTerms = ['不生效', '失效', '无效', '没效果', '不起作用', '没反应'].flatMap(termsOfWord);
// A CSS colour property with a length for its value (`border-top-color: 5px`, `color: 28rpx`): no colour takes a length, so
// it is what Tailwind CSS made of an arbitrary length it read as a colour, the pages' 二义性. The length also searches it,
// one way, beside the unit (lengthWithUnit): the unit's pages (px 转 rpx) explain no such declaration.
const colourProperty = /^(?:[a-z]+-)*color$/;

/** The classes with an arbitrary value of a query that asks about them alone (arbitraryValueClass). */
function arbitraryValueClassesAlone(terms: readonly string[]): string[] {
  const classes = terms.filter((term) => arbitraryValueClass.test(term));
  const ofClasses = new Set(classes.flatMap((term) => tokenize(term)));
  return terms.every((term) => ofClasses.has(term) || failingWords.has(term)) ? classes : [];
}

/**
 * The terms of a query, each with the terms that mean the same (its synonyms): one list per query
 * term, the term first. A term that no group holds stands alone. `words` are the query's words of
 * their own (the terms by default): a group applies when one of its words is among them.
 */
export function withSynonyms(terms: readonly string[], words: readonly string[] = terms): string[][] {
  const present = new Set(words);
  const alternatives = new Map<string, string[]>();
  for (const group of groupsOfTerms) {
    const typed = group.find((words) => words.every((term) => present.has(term)));
    if (!typed) continue;
    const others = group.filter((words) => words !== typed).flat();
    for (const term of typed) alternatives.set(term, others);
  }
  const addOneWay = (term: string, more: readonly string[]) => alternatives.set(term, [...(alternatives.get(term) ?? []), ...more]);
  for (const [readers, pages] of oneWayOfTerms) {
    if (!readers.every((term) => present.has(term))) continue;
    // Two phrases of as many words say the same word by word (接口返回 is 服务端下发: 接口 is 服务端, 返回 is 下发).
    if (readers.length > 1 && readers.length === pages.length) readers.forEach((term, at) => addOneWay(term, [pages[at]]));
    else for (const term of readers) addOneWay(term, pages);
  }
  for (const term of arbitraryValueClassesAlone(terms)) addOneWay(term, arbitraryValueTerms);
  for (const term of terms) if (iconifyClass.test(term)) addOneWay(term, iconifyTerms);
  const saysColour = colourWords.some((word) => present.has(word));
  const saysNoEffect = noEffectTerms.some((word) => present.has(word));
  for (const term of terms) {
    if (arbitraryLengthClass.test(term) && (saysColour || (saysNoEffect && rpxValue.test(term)))) addOneWay(term, ambiguityTerms);
  }
  // A word of the query's own (`present`): tokenize also cuts `color` out of `color-scheme` and `--color-gap`, no colour property.
  const namesColourProperty = terms.some((term) => present.has(term) && colourProperty.test(term));
  for (const term of terms) {
    const unit = present.has(term) && lengthWithUnit.exec(term)?.[1];
    if (unit) addOneWay(term, namesColourProperty ? [unit, ...ambiguityTerms] : [unit]);
  }
  return terms.map((term) => [term, ...(alternatives.get(term) ?? []).filter((other) => other !== term)]);
}
