import MiniSearch, {type SearchResult} from 'minisearch';
import {describe, expect, it, vi} from 'vitest';
import {createAlgoliaThemeConfig, missingResultsUrl, searchBackend} from '../../config/search';
import {escapeHtml, highlight, snippet} from '../../src/plugins/search/client/highlight';
import {docsVersionCovers, exactKey, holdsWord, KNOWN_WORD_SHAPES, knownWordShapes, looksPasted, movedMajors, namedVersions, pageVersions, queryIntent, rankRecords, wordText, type RankedRecord} from '../../src/plugins/search/client/ranking';
import {LoadedSearchIndex, loadSearchIndex, missingParts, runQuery, type QueryContext} from '../../src/plugins/search/client/searchEngine';
import {cleanMarkdown, pageRecords} from '../../src/plugins/search/node/records';
import {docPlaces} from '../../src/plugins/search/node/sections';
import {deserializeSearchRecords, maxSectionLength, searchLoadedIndex, serializeSearchIndex} from '../../src/plugins/search/shared/documents';
import {indexOptions, searchOptions, searchOptionsFor} from '../../src/plugins/search/shared/options';
import {normalizeQuery, queryTermGroups, queryTerms, ruledOutWords, typedTerms, withIndexedWords} from '../../src/plugins/search/shared/query';
import {oneWaySynonyms, synonymGroups, withSynonyms} from '../../src/plugins/search/shared/synonyms';
import {NAME_WEAPP, tokenize} from '../../src/plugins/search/shared/tokenize';
import type {DocsVersionTag, SearchRecord} from '../../src/plugins/search/shared/types';

const context: QueryContext = {origin: 'http://localhost', locale: 'zh-cn'};
const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
/** The facet filters of the modal's contextual search on a page of a docs version. */
const readingVersion = (version: string) => [['language:zh-cn'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];
/** The files of the index of these records, as the build writes them. */
const indexFiles = (records: readonly SearchRecord[]) => serializeSearchIndex(records, docsVersions).map((part) => JSON.stringify(part));
/** The index of these records, every part of it loaded. */
const indexOf = (records: readonly SearchRecord[]) => loadSearchIndex(indexFiles(records));

describe('tokenize', () => {
  it('segments Chinese into words and drops function words', () => {
    expect(tokenize('如何开启单位转换的功能')).toEqual(expect.arrayContaining(['如何', '开启', '单位', '转换', '功能']));
    expect(tokenize('如何开启单位转换的功能')).not.toContain('的');
  });

  it('keeps option names whole and also by their camelCase parts', () => {
    expect(tokenize('customAttributes 怎么配置')).toEqual(expect.arrayContaining(['customattributes', 'custom', 'attributes', '配置']));
  });

  it('reads 在线, how the pages name the playground (在线转换, 在线体验), as a word the segmenter cuts into 在 and 线', () => {
    expect(tokenize('在线试用')).toEqual(['在线', '试用']);
    expect(tokenize('在线上环境')).not.toContain('在线');
  });

  it('splits each piece of a code word by its camelCase, and no part keeps the punctuation after it', () => {
    expect(tokenize('配置 cssEntries。')).toEqual(expect.arrayContaining(['cssentries', 'css', 'entries']));
    expect(tokenize('没配 cssEntries.')).not.toContain('entries.');
    expect(tokenize('TypeError: x')).toContain('error');
    expect(tokenize('Function.Module._resolveFilename')).toEqual(expect.arrayContaining(['resolve', 'filename']));
    expect(tokenize('Function.Module._resolveFilename')).not.toContain('function.module._resolve');
  });

  it('keeps at-rules and arbitrary-value classes, with and without their punctuation', () => {
    expect(tokenize('@apply 警告')).toEqual(expect.arrayContaining(['@apply', 'apply', '警告']));
    expect(tokenize('w-[100px] 不生效')).toEqual(expect.arrayContaining(['w-[100px]', '100px', '生效']));
  });

  it('handles mixed text without spaces between scripts', () => {
    expect(tokenize('在uni-app里用rem2rpx')).toEqual(['用', 'uni-app', 'uni', 'rem2rpx']);
  });

  it('has no `app` term for uni-app, whose `app` is neither the App platform nor a file', () => {
    expect(tokenize('uni-app 项目')).toEqual(['项目', 'uni-app', 'uni']);
    expect(tokenize('uniAppX')).toEqual(['uniappx', 'uni']);
    // The App platform's own word and that of another name stay.
    expect(tokenize('App 端')).toEqual(['端', 'app']);
    expect(tokenize('app-plus')).toEqual(['app-plus', 'app', 'plus']);
  });

  it('reads uni-app x as one term, the product, not uni-app', () => {
    expect(tokenize('uni-app x 鸿蒙')).toEqual(['鸿蒙', 'uni-app x', 'uni', 'x']);
    expect(tokenize('uniapp x')).toEqual(tokenize('uni-app x'));
    expect(tokenize('uni-app x')).not.toContain('uni-app');
    expect(tokenize('uni-app xx')).toContain('uni-app');
  });

  it('reads a file’s name as one term with its base name, folders and extension, not the base name’s words', () => {
    expect(tokenize('tailwind.config.js')).toEqual(['tailwind.config.js', 'tailwind.config', 'js']);
    expect(tokenize('在 app.wxss 里')).toEqual(['app.wxss', 'wxss']);
    expect(tokenize('src/pages/index.config.ts')).toEqual(['src/pages/index.config.ts', 'index.config.ts', 'index.config', 'src', 'pages', 'ts']);
    expect(tokenize('./src/App.uvue')).toEqual(['src/app.uvue', 'app.uvue', 'src', 'uvue']);
    // A product named like a file and a word with another ending are no files.
    expect(tokenize('Node.js 版本')).toEqual(['版本', 'node.js', 'node', 'js']);
    expect(tokenize('console.log')).toEqual(['console.log', 'console', 'log']);
  });

  it('cuts 鼠标 off the verb the segmenter glues it to', () => {
    expect(tokenize('鼠标悬停变色')).toEqual(['鼠标', '悬停', '变色']);
    expect(tokenize('鼠标滑过')).toEqual(['鼠标', '滑过']);
  });

  it('joins the single characters the segmenter leaves of a word it does not know', () => {
    expect(tokenize('编译报错，找不到模块')).toEqual(expect.arrayContaining(['编译', '报错', '模块']));
    expect(tokenize('编译报错')).not.toContain('报');
  });

  it('does not join a negation or an adverb to the single characters beside it', () => {
    expect(tokenize('h5 端没样式')).toEqual(['端', '样式', 'h5']);
    expect(tokenize('动态拼接类名不生效')).toEqual(['动态', '拼接', '类名', '生效']);
  });

  it.each(['不', '没', '要', '很', '太', '才', '再', '又', '还', '啥'])('neither joins %s to a single character nor keeps it as a term', (character) => {
    expect(tokenize(`h5 端${character}样式`)).toEqual(['端', '样式', 'h5']);
  });

  it('reads the site’s words the segmenter cuts into single characters as words, not joined to the characters beside them', () => {
    // 构 建 and 微 信 were one term 构建微信 that neither 构建 nor 微信 found.
    expect(tokenize('构建微信小程序')).toEqual(['构建', '微信', '小', '程序']);
    expect(tokenize('由插件在构建时转义类名')).toEqual(['由', '插件', '构建', '时', '转义', '类名']);
    // The longest word wins: 组件库, not 组件 and 库; 内边距, not 内 and 边距.
    expect(tokenize('组件库内边距')).toEqual(['组件库', '内边距']);
    // A term the segmenter cuts into a word and a character is one word, and its character joins nothing after it.
    expect(tokenize('任意值类名')).toEqual(['任意值', '类名']);
    expect(tokenize('选择器不生效')).toEqual(['选择器', '生效']);
    expect(tokenize('微信开发者工具')).toEqual(['微信', '开发者工具']);
    // Unless the word alone is the reader's word for the term: `默认 配置` asks for 默认值 and 配置项, `编译 条件` for 条件编译.
    expect(tokenize('配置项默认值')).toEqual(['配置', '项', '默认', '值']);
    expect(tokenize('条件编译兼容性')).toEqual(['条件', '编译', '兼容', '性']);
  });

  it.each(['插件', '类名', '构建', '组件', '组件库', '转义', '页面', '源码', '微信', '文档', '报错', '接入', '图标', '图标集', '分包', '主包', '预设', '加载', '调用', '内置', '排查', '数组', '跳过', '前缀', '后缀', '伪类', '重置', '缓存', '字段', '弃用', '绑定', '补全', '拼接', '内联', '包名', '间距', '边距', '内边距', '外边距', '圆角', '适配', '调试', '机型', '断点', '模块', '链接', '斜杠', '反斜杠', '预览', '封装', '热重载', '暗黑', '跨端'])(
    'keeps %s a word beside a single character the segmenter does not join to it',
    (word) => {
      expect(tokenize(`会${word}`)).toEqual(['会', word]);
    },
  );

  it('does not join the 小 of 小程序 to the platform’s name the segmenter cuts into single characters before it', () => {
    expect(tokenize('微信小程序')).toEqual(['微信', '小', '程序']);
    expect(tokenize('抖音小程序样式不生效')).toEqual(['抖音', '小', '程序', '样式', '生效']);
    expect(tokenize('支付宝小程序')).toEqual(['支付宝', '小', '程序']);
    expect(tokenize('小红书小程序')).toEqual(['小红书', '小', '程序']);
    // A 小 before anything but 程序 is joined to the single characters beside it, as any single character is.
    expect(tokenize('远小于')).toEqual(['远小于']);
  });

  it.each(['安卓', '鸿蒙', '京东', '支付宝', '抖音', '飞书', '钉钉'])('keeps the platform’s name %s a word, whatever characters stand beside it', (name) => {
    expect(tokenize(`在${name}上`)).toEqual([name, '上']);
    expect(tokenize(`会${name}机型`)).toEqual(['会', name, '机型']);
  });

  it('cuts the platforms’ names out before the segmenter cuts a run by the characters around them', () => {
    // The segmenter read 在安卓上 as 安 | 卓上, 钉钉上 as 钉 | 钉上, 在京东 as 在京 | 东 and 支付宝 as 支付 | 宝.
    expect(tokenize('在安卓上颜色不对')).toEqual(['安卓', '上', '颜色', '不对']);
    expect(tokenize('钉钉上')).toEqual(['钉钉', '上']);
    expect(tokenize('在京东小程序里')).toEqual(['京东', '小', '程序']);
    expect(tokenize('抖音（头条）小程序')).toEqual(['抖音', '头条', '小', '程序']);
    // The dictionary's 头条 and 快手 are left to it: cut out first, they broke the words around them.
    expect(tokenize('在快手上')).toEqual(['快手', '上']);
    expect(tokenize('原生头条小程序')).toEqual(['原生', '头条', '小', '程序']);
    expect(tokenize('文件开头条件编译')).toEqual(['文件', '开头', '条件', '编译']);
    expect(tokenize('想尽快手动升级')).toEqual(['想', '尽快', '手动', '升级']);
  });

  it('cuts the particle 里 off the character the segmenter glues it to, which belongs to the word before', () => {
    expect(tokenize('分包里样式丢失')).toEqual(['分包', '样式', '丢失']);
    expect(tokenize('在这里配置')).toEqual(['配置']);
    expect(tokenize('在哪里配置')).toEqual(['哪里', '配置']);
  });

  it('ends the word before at a 端 the segmenter leaves alone, and joins no characters after it to that 端', () => {
    // The segmenter cut 服务端下发 into 服务 | 端 | 下 | 发, and the 端 was joined to the characters after it (端下发),
    // a term the page's 由服务端或配置下发 (服务 | 端 | 下发) does not hold.
    expect(tokenize('服务端下发的类名')).toEqual(['服务', '端', '下发', '类名']);
    expect(tokenize('由服务端或配置下发')).toEqual(['由', '服务', '端', '配置', '下发']);
    expect(tokenize('客户端下发配置')).toEqual(['客户', '端', '下发', '配置']);
    // The single characters before it are its word (后 | 端 is 后端); a 端 that starts a run is left to the segmenter.
    expect(tokenize('后端返回的')).toEqual(['后端', '返回']);
    expect(tokenize('端口')).toEqual(['端口']);
  });

  it('ends no word at a 端 after a stop word, nor at the 端 of 端口, which the segmenter cuts into 端 | 口', () => {
    // 和 is no word a 端 ends: the page's 构建和端到端测试 holds the reader's 端到端 (how-to-contribute).
    expect(tokenize('构建和端到端测试')).toEqual(['构建', '端到端', '测试']);
    expect(tokenize('构建和端到端测试')).toEqual(expect.arrayContaining(tokenize('端到端测试')));
    // The port after a word is 端口 as it is at the start (the 4.x HBuilderX page's 打开服务端口).
    expect(tokenize('打开服务端口')).toEqual(['打开', '服务', '端口']);
    expect(tokenize('修改端口')).toEqual(['修改', '端口']);
    // The rule itself still holds.
    expect(tokenize('服务端下发的类名')).toEqual(['服务', '端', '下发', '类名']);
  });

  it('has no `weapp` term for the product’s name, whose `weapp` is no mini program', () => {
    expect(tokenize('weapp-tailwindcss')).toEqual(['weapp-tailwindcss', 'tailwindcss']);
    expect(tokenize('npx weapp-tw doctor')).toEqual(['npx', 'weapp-tw', 'tw', 'doctor']);
    expect(tokenize('@weapp-tailwindcss/cli')).not.toContain('weapp');
    expect(tokenize('UnifiedViteWeappTailwindcssPlugin')).toEqual(['unifiedviteweapptailwindcssplugin', 'unified', 'vite', 'tailwindcss', 'plugin']);
    // The pages' own weapp, the mini program target, and the weapp of another tool stay.
    expect(tokenize('--target weapp')).toContain('weapp');
    expect(tokenize('weapp-vite')).toContain('weapp');
  });

  it('keeps a quoted punctuation mark as a term, whatever the quotes', () => {
    expect(tokenize('error at token `>`')).toContain('`>`');
    expect(tokenize('unexpected token "~"')).toContain('`~`');
    expect(tokenize('unexpected `\\` at pos 12')).toContain('`\\`');
  });
});

describe('query words', () => {
  it('set Tailwind CSS’s major apart from its name, which the pages write apart', () => {
    expect(normalizeQuery('tailwindcss3 安装')).toBe('tailwindcss 3 安装');
    expect(queryTerms('tailwindv4')).toContain('tailwind');
    expect(queryIntent('tailwindcss3').versions).toEqual([{kind: 'tailwind', major: 3}]);
    // Words the pages write as one stay one.
    expect(queryTerms('vue3 webpack5')).toEqual(expect.arrayContaining(['vue3', 'webpack5']));
  });

  it('read tw before a major as Tailwind CSS, which the pages never shorten', () => {
    expect(normalizeQuery('tw4 安装')).toBe('tailwindcss 4 安装');
    expect(normalizeQuery('tw v3 taro')).toBe('tailwindcss v3 taro');
    expect(queryIntent('tw4 和 tw3 区别').versions).toEqual([{kind: 'tailwind', major: 4}, {kind: 'tailwind', major: 3}]);
    // The tw of the CLI's name is the plugin's.
    expect(normalizeQuery('weapp-tw 4')).toBe('weapp-tw 4');
    // Apart from tw, a bare number is a count.
    expect(normalizeQuery('tw 3 列布局')).toBe('tw 3 列布局');
    expect(normalizeQuery('tw 4.x 安装')).toBe('tailwindcss 4.x 安装');
    expect(queryIntent('weapp-tw 4').versions).toEqual([{kind: 'plugin', major: 4}]);
  });

  it('read a framework’s major typed onto its name as the name, which the pages write apart (Taro 4)', () => {
    expect(normalizeQuery('taro4.x 怎么用 tailwindcss')).toBe('taro 怎么用 tailwindcss');
    expect(normalizeQuery('Taro3 和 node18')).toBe('Taro 和 node');
    expect(normalizeQuery('pnpm8 插件注册不上')).toBe('pnpm 插件注册不上');
    // uni-app written apart is uni-app, not two words of many pages.
    expect(normalizeQuery('uni app vite')).toBe('uni-app vite');
    expect(queryTerms('taro4 vite')).toEqual(expect.arrayContaining(['taro', 'vite']));
    // Not a version: `taro4.x` was read as the 4.x line.
    expect(queryIntent('taro4.x').versions).toEqual([]);
  });

  it('read two plugin majors typed as bare numbers around a move from one to the other as v4, v5, as the migration titles write them', () => {
    expect(normalizeQuery('从 4 升到 5 要改什么')).toBe('从 v4 升到 v5 要改什么');
    expect(normalizeQuery('4升级5')).toBe('v4 升级 v5');
    expect(queryIntent('从2迁移到3').versions).toEqual([{kind: 'either', major: 2}, {kind: 'either', major: 3}]);
    // The plugin's own name before them is no product of its own, and one side may already carry its v.
    expect(normalizeQuery('weapp-tailwindcss 4 升级到 5')).toBe('weapp-tailwindcss v4 升级到 v5');
    expect(normalizeQuery('weapp-tw 4 升级 5')).toBe('weapp-tw v4 升级 v5');
    expect(normalizeQuery('从 v4 升级到 5')).toBe('从 v4 升级到 v5');
    // A product's own numbers, and lines already written as the pages write them, stay as they are.
    expect(normalizeQuery('vue 2 升级 3')).toBe('vue 2 升级 3');
    expect(normalizeQuery('基础库 2 升级到 3')).toBe('基础库 2 升级到 3');
    expect(normalizeQuery('1 升级到 2 个页面')).toBe('1 升级到 2 个页面');
    expect(normalizeQuery('3 切 4')).toBe('3 切 4');
  });

  it('read two bare plugin majors a reader weighs against each other as v4, v5', () => {
    expect(normalizeQuery('怎么看项目装的是 4 还是 5')).toBe('怎么看项目装的是 v4 还是 v5');
    expect(normalizeQuery('4和5有什么区别')).toBe('v4 和 v5有什么区别');
    expect(queryIntent('用 3 还是 4').versions).toEqual([{kind: 'either', major: 3}, {kind: 'either', major: 4}]);
    // A product's own numbers, and numbers that count, stay as they are.
    expect(normalizeQuery('vue 2 还是 3')).toBe('vue 2 还是 3');
    expect(normalizeQuery('node 18 还是 20')).toBe('node 18 还是 20');
    expect(normalizeQuery('写 4 还是 5 个类名')).toBe('写 4 还是 5 个类名');
    expect(normalizeQuery('分 2 和 3 列')).toBe('分 2 和 3 列');
    expect(normalizeQuery('边框写 1 还是 2 rpx')).toBe('边框写 1 还是 2 rpx');
    // Another product or thing named anywhere in the query: the numbers are most likely its majors.
    expect(normalizeQuery('webpack 版本 4 还是 5')).toBe('webpack 版本 4 还是 5');
    expect(normalizeQuery('tailwind 用 3 还是 4')).toBe('tailwind 用 3 还是 4');
    expect(normalizeQuery('eslint 插件 用 3 还是 4')).toBe('eslint 插件 用 3 还是 4');
    expect(normalizeQuery('基础库 2 还是 3')).toBe('基础库 2 还是 3');
    // The plugin's own name before them says whose they are, even beside another product's name.
    expect(normalizeQuery('装的是 weapp-tailwindcss 4 还是 5')).toBe('装的是 weapp-tailwindcss v4 还是 v5');
    expect(normalizeQuery('uni-app 项目用 weapp-tw 4 和 5 哪个')).toBe('uni-app 项目用 weapp-tw v4 和 v5 哪个');
    expect(normalizeQuery('weapp-tailwindcss@4 还是 5 个类名')).toBe('weapp-tailwindcss@4 还是 5 个类名');
    expect(normalizeQuery('2 升 3 需要改什么')).toBe('v2 升 v3 需要改什么');
    expect(normalizeQuery('从 4.x 升级到 5.x')).toBe('从 4.x 升级到 5.x');
    expect(normalizeQuery('升级到 5 以后报错')).toBe('升级到 5 以后报错');
  });

  it('read uni-app x typed as one word or with a hyphen as the pages write it, and leave the option uniAppX in its case', () => {
    expect(normalizeQuery('uniappx 样式不生效')).toBe('uni-app x 样式不生效');
    expect(queryTerms('uniappx 样式')).toContain('uni-app x');
    expect(queryTerms('uniAppX')).toEqual(['uniappx', 'uni']);
    // With a hyphen for the space, in any case: uni-app x too.
    expect(normalizeQuery('uniapp-x 安装')).toBe('uni-app x 安装');
    expect(normalizeQuery('Uni-App-X 样式')).toBe('uni-app x 样式');
    expect(queryIntent('uni-app-x 鸿蒙').uniApp).toBe('uni-app x');
    // Not a path or an export that ends in it.
    expect(normalizeQuery('weapp-tailwindcss/uni-app-x')).toBe('weapp-tailwindcss/uni-app-x');
  });

  it('leave out the frameworks the reader says they do not use, and nothing else after a negation', () => {
    expect(typedTerms('不用 uni-app 和 Taro，原生小程序能用吗')).toEqual(['原生', '程序']);
    expect(queryIntent('不用 uni-app 和 Taro，原生小程序能用吗').frameworks).toEqual(['原生']);
    expect(normalizeQuery('除了 uniapp 还支持哪些框架')).toBe('还支持哪些框架');
    expect(queryIntent('不是 uni-app x 项目').uniApp).toBeUndefined();
    // 是不是 asks about the framework it names.
    expect(queryIntent('是不是 uni-app x 不支持 @apply').uniApp).toBe('uni-app x');
    expect(normalizeQuery('不是 uni-app 的问题 taro 也一样')).toBe('不是 uni-app 的问题 taro 也一样');
    expect(normalizeQuery('不是 uni-app 和 taro 项目')).toBe('项目');
    expect(normalizeQuery('不是 uni-app x 的问题')).toBe('不是 uni-app x 的问题');
    // What a reader does without is a word to look for when it is no framework.
    expect(typedTerms('不用打包工具 直接生成css')).toEqual(['打包', '工具', '直接', '生成', 'css']);
    expect(normalizeQuery('uni-app 不用 weapp-tw patch')).toBe('uni-app 不用 weapp-tw patch');
  });

  it('leave out the words that only ask, which headings phrased as questions hold too, unless nothing else is left', () => {
    // 怎么 found “现在应该怎么做” on the page about the removed class-name mangling before the page on arbitrary values.
    expect(typedTerms('任意值怎么用')).toEqual(['任意值']);
    // 多少 is what the reader asks for: rpx 是多少 px is the page on CSS units, not rem 转 rpx's.
    expect(typedTerms('rpx 是多少 px')).toContain('多少');
    expect(typedTerms('为什么 hover 不生效')).toEqual(['生效', 'hover']);
    expect(typedTerms('支持哪些框架')).toEqual(['支持', '框架']);
    expect(typedTerms('为什么')).toEqual(['为什么']);
    // The segmenter reads 怎么样 as 怎么.
    expect(typedTerms('rpx 怎么样')).toEqual(['rpx']);
  });

  it('leave out the words that only join the sentence, unless nothing else is left', () => {
    // 一起 found “和 wot-design-uni 一起使用” before the page on developing for mini programs and H5 at once.
    expect(typedTerms('小程序和h5一起开发')).toEqual(['程序', '开发', 'h5']);
    expect(typedTerms('样式不生效 要重新保存一下才生效')).toEqual(['样式', '生效', '重新', '保存']);
    // The two-character forms of the stop words 要, 里 and 或 say no more than they do.
    expect(typedTerms('样式不生效 需要重新保存一下才生效')).toEqual(['样式', '生效', '重新', '保存']);
    expect(typedTerms('卡片里面的文字')).toEqual(['卡片', '文字']);
    expect(typedTerms('class 里用 / 或者 : 出错')).toEqual(['出错', 'class']);
    expect(typedTerms('需要')).toEqual(['需要']);
    expect(typedTerms('一起')).toEqual(['一起']);
    // Nor the words the segmenter makes of function words alone.
    expect(typedTerms('taro 用不了')).toEqual(['taro']);
    expect(typedTerms('这个')).toEqual(['这个']);
    // A reader's spoken words are rare on the pages, which made them weigh most: 好的 found a tutorial's section on what “works well”.
    expect(typedTerms('渐变和阴影在小程序里不显示，H5 是好的')).toEqual(['渐变', '阴影', '程序', '显示', 'h5']);
    expect(typedTerms('我的项目能不能用上 tailwind')).toEqual(['项目', '用上', 'tailwind']);
    // 之前 as 之后: what the reader does before is in the words around it.
    expect(typedTerms('提 issue 之前要准备哪些信息')).toEqual(['准备', '信息', 'issue']);
    // The reader's 自己 (what they wrote themselves) is not the pages' (Tailwind CSS 自己的插件, its own).
    expect(typedTerms('自己写个 tailwind 插件')).toEqual(['写个', '插件', 'tailwind']);
    // A character the segmenter glued to 的 is no word; 目的 is one.
    expect(typedTerms('text-[28rpx] 生成的是颜色不是字号')).not.toContain('的是');
    expect(typedTerms('用 tailwind 写的组件库')).toEqual(['组件库', 'tailwind']);
    expect(typedTerms('这个插件的目的是什么')).toContain('目的');
  });

  it('read the product’s name beside other words as where the reader is, not what the query asks', () => {
    const named = queryIntent('weapp-tailwindcss 5 rem2rpx');
    // Its three terms no longer count in a page's coverage, and the rest is an exact key (the page rem2rpx).
    expect(named.wordGroups).toEqual([['rem2rpx']]);
    expect(named.equalKeys).toContain('rem2rpx');
    // Its version is still read, and a release number still counts as a word (the release post says it).
    expect(named.versions).toEqual([{kind: 'plugin', major: 5}]);
    expect(queryIntent('weapp-tailwindcss 5.0 更新').wordGroups.map(([typed]) => typed)).toContain('5.0');
    // Not a file named after it.
    const config = queryIntent('weapp-tailwindcss.config.js 配置');
    expect(config.equalKeys).toEqual(config.phraseKeys);
    expect(queryIntent('weapp-tw doctor').wordGroups).toEqual([['doctor']]);
    // A word the rest of the query says itself stays.
    expect(queryIntent('weapp-tailwindcss 和 tailwindcss 的版本').wordGroups.map(([typed]) => typed)).toContain('tailwindcss');
    // The name alone, or with only filler, is what the query asks.
    expect(queryIntent('weapp-tailwindcss').wordGroups).toHaveLength(2);
    expect(queryIntent('weapp-tailwindcss 怎么用').wordGroups.map(([typed]) => typed)).toContain('weapp-tailwindcss');
    // Setting the product up is asking about it.
    expect(queryIntent('安装 weapp-tailwindcss').wordGroups.map(([typed]) => typed)).toContain('weapp-tailwindcss');
    // Not a name inside another word.
    const scoped = queryIntent('@weapp-tailwindcss/cli 命令');
    expect(scoped.equalKeys).toEqual(scoped.phraseKeys);
  });

  it('read a Chinese word that no record holds as the indexed words it is made of', () => {
    // The segmenter cuts 换成新包名 into single characters, which join into one term; the page writes 更换包名 (包名).
    const page = {url: '/docs/migrations/v3#rename', title: '从 v2 升级到 v3', h2: '第一步：更换包名', section: '迁移', kind: 'docs' as const, tag: 'docs-default-current', content: '把依赖的包名换成新的。'};
    const found = runQuery(indexOf([{...page, id: page.url}]), {query: '旧包 换成新包名', facetFilters: readingVersion('current')}, context);
    expect(found.hits.map((hit) => hit.url)).toEqual(['http://localhost/docs/migrations/v3#rename']);
    // The reply names the query as it was typed.
    expect(found.query).toBe('旧包 换成新包名');
    // Whether a word is held is asked of the versions searched, not of every part loaded: a 4.x page that writes the
    // joined word does not stop the split for a reader of the current docs.
    const older = {...page, url: '/docs/4.x/migrations/v3#rename', tag: 'docs-default-4.x', content: '全部换成新包名。'};
    const withOlder = runQuery(indexOf([{...page, id: page.url}, {...older, id: older.url}]), {query: '旧包 换成新包名', facetFilters: readingVersion('current')}, context);
    expect(withOlder.hits.map((hit) => hit.url)).toEqual(['http://localhost/docs/migrations/v3#rename']);
    const records = (counts: Record<string, number>) => (term: string) => counts[term] ?? 0;
    // A word of two characters is no join, however often the pages write one of its characters alone.
    expect(withIndexedWords('整包超 2M', records({整包: 19, 包: 400}))).toBe('整包 超 2M');
    // As many characters covered as can be; an indexed word is left as it is.
    expect(withIndexedWords('级联层按压态', records({级联: 30, 级联层: 4, 按压态: 3}))).toBe('级联层 按压态');
    expect(withIndexedWords('组件库 内边距', records({组件库: 31, 内边距: 15}))).toBe('组件库 内边距');
    // A join of a far more often written word with a stray character (换成新 beside 换成) is not read.
    expect(withIndexedWords('换成新级联', records({换成: 31, 换成新: 1, 级联: 19}))).toBe('换成 新 级联');
    // Of splits that cover as many characters, the one with fewer words, then with the words the pages write more often.
    expect(withIndexedWords('级联后按压通配', records({级联: 389, 按压通配: 20, 按压: 356, 通配: 215}))).toBe('级联 后 按压通配');
    expect(withIndexedWords('换成新级联', records({换成: 31, 新级: 2, 级联: 19}))).toBe('换成 新 级联');
    // A run of words the segmenter does not know, glued into one word, is split too, up to 32 characters.
    const gluedCounts = records({换成: 31, 级联: 19, 按压态: 31, 通配: 20, 报错: 300});
    expect(withIndexedWords('换成新级联后按压态通配报错', gluedCounts)).toBe('换成 新 级联 后 按压态 通配 报错');
    const [longest, tooLong] = ['换成新级联'.repeat(7).slice(0, 32), '换成新级联'.repeat(7).slice(0, 33)];
    expect([tokenize(longest), tokenize(tooLong)]).toEqual([[longest], [tooLong]]);
    expect(withIndexedWords(longest, gluedCounts)).not.toBe(longest);
    expect(withIndexedWords(tooLong, gluedCounts)).toBe(tooLong);
    // Nothing indexed in it, or a synonym that finds it: as typed.
    expect(withIndexedWords('换成新包名', records({}))).toBe('换成新包名');
    expect(withIndexedWords('热重载', records({热: 1, 重载: 3}))).toBe('热重载');
  });

  it('search 忽略 too for a change the reader does not want made, within one clause of the query', () => {
    expect(queryTerms('不想让插件转义某些字符串')).toContain('忽略');
    expect(queryTerms('别把 js 里的类名改掉')).toContain('忽略');
    expect(queryTerms('不让插件改写类名')).toContain('忽略');
    expect(queryTerms('类名不被转义')).toEqual(['类名', '转义', '忽略']);
    // Not a change wanted, nor a negation of something else in another clause.
    expect(queryTerms('类名转义不生效')).not.toContain('忽略');
    expect(queryTerms('不要拼接类名，转义怎么做')).not.toContain('忽略');
    expect(queryTerms('开发者工具无法识别转义后的类名')).not.toContain('忽略');
    // Nor the 别 of 别名 or 别的, nor a change to the reader's own code or styles.
    expect(queryTerms('别名 转义')).not.toContain('忽略');
    expect(queryTerms('别的类名不要转义')).toContain('忽略');
    expect(queryTerms('不想改写原有样式 怎么加前缀')).not.toContain('忽略');
    expect(queryTerms('不要改动 tailwind.config.js')).not.toContain('忽略');
    // A version's dot ends no clause.
    expect(queryTerms('不要让 4.x 转义类名')).toContain('忽略');
  });

  it('search 拼接 for a class built with a template literal’s placeholder, which the pages call concatenating', () => {
    expect(queryTerms('w-[${a}px] 编译后变成 w- 100px')).toContain('拼接');
    expect(queryTerms('text-${color}-500 没有样式')).toContain('拼接');
    // Not a second group 拼接 when the reader wrote it, or 拼 that searches it.
    expect(queryTermGroups('拼接 text-${color}-500').filter((group) => group.includes('拼接'))).toHaveLength(1);
    expect(queryTermGroups('用 ${a} 拼 w-[${a}px]').filter((group) => group.includes('拼接'))).toHaveLength(1);
    // Not a placeholder outside a class.
    expect(queryTerms('模板字符串 "${a}" 报错')).not.toContain('拼接');
  });

  it.each(['一下', '一起', '一直', '已经', '还是', '但是', '然后', '总是', '突然', '不用', '不被', '不了', '这个', '我的', '好的', '想让', '还想', '有些', '以后', '之后', '之前', '自己', '如何', '怎么', '可以', '能否', '是否', '能不能', '能用'])(
    'does not search %s beside the words of the question',
    (word) => {
      expect(typedTerms(`分包 ${word} 样式`)).toEqual(['分包', '样式']);
    },
  );
  it('search a file a query names by its whole name first, and the words of its base name at half weight', () => {
    expect(queryTerms('tailwind.config.js 放哪')).toEqual(['放哪', 'tailwind.config.js', 'tailwind.config', 'js', 'tailwind', 'config']);
    const options = searchOptionsFor('tailwind.config.js 放哪');
    expect(options.boostTerm?.('config', 0, [])).toBe(0.5);
    expect(options.boostTerm?.('tailwind.config.js', 0, [])).toBe(1);
    // They are no words the reader typed: ranking does not ask a title for them.
    expect(queryIntent('tailwind.config.js 放哪').wordGroups.flat()).not.toContain('config');
    // A word the reader also typed alone counts in full.
    expect(searchOptionsFor('app.json 和 app 端').boostTerm).toBeUndefined();
  });

  it('count uni-app x, one term where its name made three, twice', () => {
    expect(searchOptionsFor('uni-app x 按照文档配置不生效').boostTerm?.('uni-app x', 0, [])).toBe(2);
    expect(searchOptionsFor('uni-app x 按照文档配置不生效').boostTerm?.('配置', 0, [])).toBe(1);
    expect(searchOptionsFor('uni-app 配置').boostTerm).toBeUndefined();
  });

  it.each(['App 端样式', 'app 打包', '安卓 app', 'APP下打包报错', '跨端 H5 App 兼容', 'h5、app 都要'])('read the app of %s as the App platform, a whole word only', (query) => {
    const prefix = searchOptionsFor(query).prefix as (term: string, at: number, terms: string[]) => boolean;
    expect(prefix('app', 0, [])).toBe(false);
    expect(prefix('wxss', 0, [])).toBe(true);
  });

  it.each(['app', 'app.wxss 没生成', 'app-plus', 'my-app 模板', 'uniApp 预设'])('do not read %s as the App platform', (query) => {
    expect(searchOptionsFor(query).prefix).toBe(searchOptions.prefix);
  });
});

describe('pasted messages', () => {
  it('drop positions, the developer tool\'s environment and folders, and keep the words and the quoted token', () => {
    expect(normalizeQuery('[ WXSS 文件编译错误] ./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)')).toBe(
      '[ WXSS 文件编译错误] app.wxss : error at token `>`',
    );
    expect(normalizeQuery('./app-origin.wxss(5:11): unexpected `\\` at pos 2746')).toBe('app-origin.wxss : unexpected `\\`');
    expect(normalizeQuery('\u001b[33mwarn\u001b[39m C:\\work\\app\\src\\app.css')).toBe('warn app.css');
  });

  it('drop stack frames and the source excerpt under a compiler error', () => {
    expect(normalizeQuery('Error: boom\n    at run (/app/node_modules/postcss-loader/index.js:12:5)\n>  7 | *,\n     | ^')).toBe('Error: boom');
  });

  it('drop the stack frames of a trace the search box joined into one line', () => {
    const joined = "Error: Cannot find module 'tailwindcss'     at Function.Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)     at Object.<anonymous> (D:\\app\\node_modules\\.pnpm\\tailwindcss-patch@5.0.2\\node_modules\\tailwindcss-patch\\dist\\cli.js:3:1)";
    expect(normalizeQuery(joined)).toBe("Error: Cannot find module 'tailwindcss'");
    expect(normalizeQuery('构建失败 at file:///app/build.mjs:3:1')).toBe('构建失败');
    // An `at` in words a reader typed is no frame.
    expect(normalizeQuery('error at token `>`')).toBe('error at token `>`');
  });

  it('read a trace pasted without its message as the packages its frames are in', () => {
    const frames = 'at Object.<anonymous> (/Users/me/app/node_modules/@tailwindcss/node/dist/index.js:12:5)\n    at run (node:internal/main:1:2)';
    expect(normalizeQuery(frames)).toBe('@tailwindcss/node');
    expect(queryTerms(frames)).not.toContain('object');
    expect(normalizeQuery('at Object.<anonymous> (/a/node_modules/.pnpm/x@1/node_modules/tailwindcss-patch/a.js:1:1) at b (/a/node_modules/tailwindcss-patch/b.js:2:2)')).toBe('tailwindcss-patch');
  });

  it('keep what only looks like a path or a position in a typed query', () => {
    expect(normalizeQuery('w-1/2 与 weapp-tailwindcss/index.css')).toBe('w-1/2 与 weapp-tailwindcss/index.css');
    expect(normalizeQuery('issue #842')).toBe('issue #842');
  });

  it('search single characters only when the query has nothing else', () => {
    expect(typedTerms('space-y-4 不生效')).toEqual(['生效', 'space-y-4', 'space']);
    expect(typedTerms('y')).toEqual(['y']);
  });
});

describe('search configuration from the environment', () => {
  it('uses the embedded index unless both Algolia credentials are set', () => {
    expect(searchBackend({indexName: 'x'})).toBe('embedded');
    expect(searchBackend({appId: 'APP', indexName: 'x'})).toBe('embedded');
    expect(searchBackend({appId: 'APP', apiKey: 'KEY', indexName: 'x'})).toBe('algolia');
  });

  it('builds the hosted DocSearch config with contextual search and the search page', () => {
    const config = createAlgoliaThemeConfig({appId: 'APP', apiKey: 'KEY', indexName: 'weapp-tw-icebreaker'});
    expect(config).toEqual({appId: 'APP', apiKey: 'KEY', indexName: 'weapp-tw-icebreaker', contextualSearch: true, searchPagePath: 'search'});
  });

  it('adds Ask AI only when an assistant id is given', () => {
    const config = createAlgoliaThemeConfig({appId: 'APP', apiKey: 'KEY', indexName: 'i', assistantId: 'AST'});
    expect(config.askAi).toEqual({assistantId: 'AST'});
  });

  it('gives the embedded backend placeholder credentials that are never sent', () => {
    const config = createAlgoliaThemeConfig({indexName: 'weapp-tw-icebreaker'});
    expect(config.appId).toBe('embedded');
    expect(config.askAi).toBeUndefined();
  });

  it('links a missing result to a prefilled GitHub issue', () => {
    const url = new URL(missingResultsUrl('rem2rpx 不生效'));
    expect(url.origin + url.pathname).toBe('https://github.com/sonofmagic/weapp-tailwindcss/issues/new');
    expect(url.searchParams.get('title')).toContain('rem2rpx 不生效');
  });
});

describe('highlighting', () => {
  const tags = {pre: '<mark>', post: '</mark>'};

  it('escapes HTML and marks matches', () => {
    expect(highlight('<view class="a">rpx</view>', ['rpx'], tags).value).toBe('&lt;view class=&quot;a&quot;&gt;<mark>rpx</mark>&lt;/view&gt;');
    expect(escapeHtml(`<img src=x onerror='1'>`)).toBe('&lt;img src=x onerror=&#039;1&#039;&gt;');
  });

  it('cuts a snippet around the first match, marked as cut when it starts inside a long sentence', () => {
    const text = `${'前'.repeat(100)}rem2rpx${'后'.repeat(100)}`;
    const result = snippet(text, ['rem2rpx'], tags, 40);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>rem2rpx</mark>');
  });

  it('starts a snippet at the sentence or the block that holds the match', () => {
    const text = `${'第一句话很长。'.repeat(12)}开启 rem2rpx 以后，rem 会换成 rpx。`;
    expect(snippet(text, ['rem2rpx'], tags, 40).value).toMatch(/^开启 <mark>rem2rpx<\/mark> 以后/);
    expect(snippet(`现象：原因\n${'x'.repeat(50)} rpx 单位`, ['rpx'], tags, 80).value.startsWith(`${'x'.repeat(50)} <mark>rpx</mark>`)).toBe(true);
  });

  it('takes the highlight of a text as its snippet only when the snippet is all of the text', () => {
    const heading = 'rem2rpx 与 rpx 换算';
    const whole = highlight(heading, ['rpx'], tags);
    const reused = snippet(heading, ['rpx'], tags, 80, '…', ['rpx'], whole);
    expect(reused).toEqual(snippet(heading, ['rpx'], tags, 80));
    expect(reused.matchedWords).not.toBe(whole.matchedWords);
    // A sentence starts before the match, or the text is longer than the snippet: the window is highlighted on its own.
    for (const text of ['第一句。第二句说 rpx 换算', `rpx ${'长'.repeat(100)}`, `${'前'.repeat(100)}rpx`, '  rpx 前有空格']) {
      expect(snippet(text, ['rpx'], tags, 80, '…', ['rpx'], highlight(text, ['rpx'], tags))).toEqual(snippet(text, ['rpx'], tags, 80));
    }
  });
});

describe('records and the local client', () => {
  const markdown = `---
title: 单位换算
---

import Tabs from '@theme/Tabs';

开头的介绍文字，讲 rem 与 rpx。

## 开启 rem2rpx {#enable}

在配置里打开 \`rem2rpx\`。

\`\`\`ts
const ignored = 'code is not indexed';
\`\`\`

### 自定义根字号

调整 rootValue。
`;
  const records = pageRecords({url: '/docs/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-current', markdown});

  it('splits a page into sections with Docusaurus heading anchors, without code', () => {
    expect(records.map((record) => record.url)).toEqual(['/docs/unit', '/docs/unit#enable', '/docs/unit#自定义根字号']);
    expect(records[2].h2).toBe('开启 rem2rpx');
    expect(records.map((record) => record.content).join(' ')).not.toContain('ignored');
    expect(cleanMarkdown(markdown)).not.toContain('import Tabs');
  });

  it('indexes an error block as its section\'s text, and a table by its rows without the header', () => {
    const page = pageRecords({
      url: '/docs/errors',
      title: '报错',
      section: '常见问题',
      kind: 'docs',
      tag: 'docs-default-current',
      markdown: `## 编译失败 {#compile}

开发者工具报错：

\`\`\`text error
./app.wxss(172:19): error at token \`>\`
\`\`\`

\`\`\`css
.ignored {}
\`\`\`

| 现象 | 文章 |
| --- | --- |
| 样式没有生效 | 排查清单 |
`,
    });
    expect(page[0].content).toBe('开发者工具报错：\n./app.wxss(172:19): error at token `>`\n样式没有生效：排查清单');
  });

  it('keeps the page of this site that a table row links to in its last cell, for the line of that row', () => {
    const [record] = pageRecords({
      url: '/docs/issues',
      title: '常见问题',
      section: '常见问题',
      kind: 'docs',
      tag: 'docs-default-current',
      markdown: `按现象查找：

| 现象 | 文章 |
| --- | --- |
| toast 图标位置偏了 | [H5 端 toast 图标偏移](/docs/issues/toast-svg-bug) |
| 列表只对部分子元素生效 | 见 [常见问题](/docs/issues#space-y) |
| 两篇 | [甲](/docs/a)、[乙](/docs/b) |
| 外部项目 | [模板](https://github.com/sonofmagic/template) |
| 不是链接 | 排查清单 |
`,
    });
    expect(record.content.split('\n')).toHaveLength(6);
    // A cell with two links, or one that leaves the site, names no page of it; nothing after the last row that links.
    expect(record.rowLinks).toEqual(['', '/docs/issues/toast-svg-bug', '/docs/issues']);
  });

  it('leaves out the internal type an API entry is inherited from', () => {
    const entry = pageRecords({
      url: '/docs/api/interfaces/UserDefinedOptions',
      title: '接口: UserDefinedOptions',
      section: 'API 参考',
      kind: 'docs',
      tag: 'docs-default-current',
      markdown: '## 重要配置\n\n### rem2rpx\n\nrem 到 rpx 的转换配置。\n\n#### 继承自 {#inherited-from}\n\n`UserDefinedOptionsImportantPart.rem2rpx`\n\n#### 添加于 {#since}\n\n3.0.0\n',
    }).find((record) => record.h3 === 'rem2rpx') as SearchRecord;
    expect(entry.url).toBe('/docs/api/interfaces/UserDefinedOptions#rem2rpx');
    expect(entry.content).toBe('rem 到 rpx 的转换配置。\n添加于\n3.0.0');
  });

  it('searches the commands of a shell block, not the ones that only install packages, and no other code', () => {
    const markdown = '### doctor\n\n```bash\nnpm install -D @weapp-tailwindcss/cli@5\npnpm add -D tailwindcss\nyarn remove postcss\nnpx weapp-tw doctor --strict\n```\n\n```ts\nconst options = {doctor: true};\n```\n\n检查项目配置。\n';
    const [doctor] = pageRecords({url: '/docs/tools/weapp-tw-cli', title: '命令行工具', section: '工具', kind: 'docs', tag: 'default', markdown});
    // After the section's own words: the shipped start of a record (its snippet) stays prose.
    expect(doctor.content).toBe('检查项目配置。\nnpx weapp-tw doctor --strict');
  });

  it('searches the class names of a template, not its other text or its class bindings', () => {
    const markdown = '## 现象\n\n```html\n<view class="bg-linear-to-r from-sky-400 {{ on ? \'text-white\' : \'\' }}" :class="{ active: on }">渐变</view>\n<Text className=\'translate-x-4\' />\n```\n\n```tsx\n<View className="rounded-full" />\n```\n\n```json\n{"className": "p-4"}\n```\n\n没有效果。\n';
    const [symptom] = pageRecords({url: '/docs/issues/css-vars', title: 'CSS 变量失效问题', section: '常见问题', kind: 'docs', tag: 'default', markdown});
    const [prose, ...classes] = symptom.content.split('\n');
    expect(prose).toBe('没有效果。');
    expect(classes.join(' ').split(/\s+/)).toEqual(['bg-linear-to-r', 'from-sky-400', 'translate-x-4', 'rounded-full']);
  });

  it('searches the setting names of a JSON file the page shows, not its plain keys, its values or an untitled JSON block', () => {
    const markdown =
      '## 关掉注释\n\n```json title=".vscode/settings.json"\n{\n  "tailwindCSS.showPixelEquivalents": false,\n  "files.associations": {"*.wxml": "html"},\n  "styleIsolation": "apply-shared",\n  "name": "demo",\n  "darkmode": true\n}\n```\n\n```json\n{"rendererOptions": {}}\n```\n\n在设置中关掉。\n';
    const [settings] = pageRecords({url: '/docs/quick-start/intelliSense', title: '智能提示', section: '快速开始', kind: 'docs', tag: 'default', markdown});
    expect(settings.content).toBe('在设置中关掉。\ntailwindCSS.showPixelEquivalents files.associations styleIsolation');
  });

  it('does not search the option names of a config file the page shows: the guides repeat the plugin’s options in every example', () => {
    // rem2rpx: true sits in the vite.config.ts of pages about something else (css-vars); as their text, a reader's
    // rem2rpx 不生效 found those pages above the rem2rpx page.
    const markdown =
      '## 现象\n\n```ts title="vite.config.ts"\nexport default defineConfig({\n  plugins: [WeappTailwindcss({ cssEntries: [path.resolve(__dirname, \'./src/app.css\')], rem2rpx: true })],\n})\n```\n\n渐变不生效。\n';
    const [symptom] = pageRecords({url: '/docs/issues/css-vars', title: 'CSS 变量失效问题', section: '常见问题', kind: 'docs', tag: 'default', markdown});
    expect(symptom.content).toBe('渐变不生效。');
  });

  it('searches the description as the introduction’s text, after it, also on a page that starts with a heading', () => {
    const description = '渐变、阴影、translate 等依赖 --tw-* 变量的工具类没有效果时怎么办。';
    const page = (markdown: string) => pageRecords({url: '/docs/issues/css-vars', title: 'CSS 变量失效问题', section: '常见问题', kind: 'docs', tag: 'default', markdown, description});
    expect(page('介绍。\n\n## 现象\n\n渐变不显示。').map((record) => record.content)).toEqual([`介绍。\n${description}`, '渐变不显示。']);
    expect(page('介绍。\n\n```bash\nnpx weapp-tw doctor\n```').map((record) => record.content)).toEqual([`介绍。\n${description}\nnpx weapp-tw doctor`]);
    expect(page('## 现象\n\n渐变不显示。').map((record) => [record.url, record.content])).toEqual([
      ['/docs/issues/css-vars', description],
      ['/docs/issues/css-vars#现象', '渐变不显示。'],
    ]);
  });

  it('round-trips through the compact download format', () => {
    expect(serializeSearchIndex(records, docsVersions).flatMap(deserializeSearchRecords)).toEqual(records);
    const inCategory = pageRecords({url: '/docs/native', title: '准备项目', section: '指南', category: '原生小程序', kind: 'docs', tag: 'docs-default-current', markdown: '介绍。\n\n## 安装\n\n步骤。'});
    expect(inCategory.map((record) => record.category)).toEqual(['原生小程序', '原生小程序']);
    expect(serializeSearchIndex([...records, ...inCategory], docsVersions).flatMap(deserializeSearchRecords)).toEqual([...records, ...inCategory]);
  });

  it('names each doc by the sidebar category nearest to it below the top-level one, the first place it is listed', () => {
    const sidebars = {
      guide: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'Tailwind CSS v4',
          items: [
            {type: 'doc', id: 'v4/index'},
            {
              type: 'category',
              label: '各框架的注册方式',
              items: [{type: 'doc', id: 'v4/mpx'}, {type: 'category', label: 'Taro', items: [{type: 'doc', id: 'v4/taro-vite'}]}],
            },
            {type: 'category', label: '原生小程序', link: {type: 'doc', id: 'native/install'}, items: [{type: 'doc', id: 'native/install-plugin'}]},
          ],
        },
      ],
      // The same doc in a second sidebar: its first place names it.
      more: [{type: 'category', label: '其他', items: [{type: 'category', label: '另一个分类', items: [{type: 'doc', id: 'v4/taro-vite'}]}]}],
    };
    const categories = [...docPlaces(sidebars, {guide: '指南'})].flatMap(([id, {category}]) => (category ? [[id, category]] : []));
    expect(Object.fromEntries(categories)).toEqual({
      'v4/mpx': '各框架的注册方式',
      'v4/taro-vite': 'Taro',
      'native/install': '原生小程序',
      'native/install-plugin': '原生小程序',
    });
  });

  it('ships a long section cut, with an ellipsis that its snippets then show, and searches all of it', () => {
    const long = {...records[0], content: `${'长'.repeat(maxSectionLength + 100)} rootValue`};
    const [shipped] = serializeSearchIndex([long], docsVersions).flatMap(deserializeSearchRecords);
    expect(shipped.content).toBe(`${'长'.repeat(maxSectionLength)}…`);
    expect(snippet(shipped.content, ['长'], {pre: '<mark>', post: '</mark>'}, 1000).value.endsWith('…')).toBe(true);
    expect(runQuery(indexOf([long]), {query: 'rootValue'}, context).nbHits).toBe(1);
  });

  it('ships the table rows after the cut that link to a page, with their links', () => {
    const table = {
      ...records[0],
      content: `${'引言。'.repeat(150)}\n不相关的一行\ntoast 图标位置偏了：H5 端 toast 图标偏移`,
      rowLinks: ['', '', '/docs/issues/toast-svg-bug'],
    };
    const [shipped] = serializeSearchIndex([table], docsVersions).flatMap(deserializeSearchRecords);
    expect(shipped.content).toBe(`${'引言。'.repeat(150).slice(0, maxSectionLength)}…\ntoast 图标位置偏了：H5 端 toast 图标偏移`);
    expect(shipped.rowLinks).toEqual(['', '/docs/issues/toast-svg-bug']);
  });

  it('ships the lines after the cut that quote an error message, and a pasted message brings its section first with the snippet on it', () => {
    const message = "Cannot find module 'webpack/lib/FlagEntryExportAsUsedPlugin'";
    const faq = {...records[0], id: '/docs/mpx#faq', url: '/docs/mpx#faq', title: 'Mpx', content: `${'无关的段落，讲 webpack 的配置。'.repeat(30)}\n构建就报 ${message}：把 webpack 固定到 5.111.1。\n其他说明。`};
    const other = {...records[0], id: '/docs/issues#module', url: '/docs/issues#module', title: '常见问题', content: "Error: Cannot find module 'webpack/lib/GraphHelpers'\nError: Cannot find module 'webpack'"};
    expect(serializeSearchIndex([other, faq], docsVersions).flatMap(deserializeSearchRecords)[1].content).toMatch(/…\n构建就报 Cannot find module/);
    const [first] = runQuery(indexOf([other, faq]), {query: `Error: ${message}`, highlightPreTag: '<mark>', highlightPostTag: '</mark>'}, context).hits;
    expect(first.url).toBe('http://localhost/docs/mpx#faq');
    expect(first._snippetResult.content.value).toMatch(/^…?构建就报 <mark>Cannot/);
  });

  it('loads a docs version’s index from its part and the unversioned part: the same matches and scores as indexing their records in place', () => {
    const unversioned = pageRecords({url: '/docs/migrations/v2', title: '从 v2 升级到 v3', section: '更新及迁移', kind: 'docs', tag: 'default', markdown: '## rem2rpx 的变化 {#rem}\n\nrootValue 的默认值改了，单位换算照旧。\n'});
    const other = pageRecords({url: '/docs/4.x/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-4.x', markdown: '旧版的 rem2rpx。'});
    const loaded = indexOf([...unversioned, ...records, ...other]).version('docs-default-current');
    const built = new MiniSearch<SearchRecord>(indexOptions);
    built.addAll([...unversioned, ...records]);
    for (const query of ['rem2rpx', 'rootValue', '单位 换算', 'root']) {
      expect(loaded?.miniSearch.search(query, searchOptions)).toEqual(built.search(query, searchOptions));
    }
  });

  it('tokenizes each text once for all the parts, and each docs version’s index still matches indexing its records in place', () => {
    const unversioned = pageRecords({url: '/blog/release', title: '发布 4.2', section: '博客', kind: 'blog', tag: 'default', markdown: '## rem2rpx 的变化\n\nrootValue 改了。\n\n## 单位\n\n单位换算照旧。\n'});
    const older = pageRecords({url: '/docs/4.x/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-4.x', markdown: '旧版的 rem2rpx。\n\n## 根字号\n\nrootValue 默认 32。\n'});
    const all = [...unversioned, ...records, ...older];
    const texts = new Set(all.flatMap((record) => indexOptions.fields.map((field) => record[field as keyof SearchRecord]).filter((text) => text !== undefined)));
    const tokenizeSpy = vi.spyOn(indexOptions, 'tokenize');
    const files = indexFiles(all);
    expect(tokenizeSpy).toHaveBeenCalledTimes(texts.size);
    tokenizeSpy.mockRestore();
    for (const [tag, own] of [['docs-default-current', records], ['docs-default-4.x', older]] as const) {
      const built = new MiniSearch<SearchRecord>(indexOptions);
      built.addAll([...unversioned, ...own]);
      for (const query of ['rem2rpx', 'rootValue', '单位', '发布']) {
        expect(loadSearchIndex(files).version(tag)?.miniSearch.search(query, searchOptions)).toEqual(built.search(query, searchOptions));
      }
    }
  });

  it('answers a query the same on a fresh index and on one that other queries ran on (one worker answers every query a reader types)', () => {
    const unversioned = pageRecords({url: '/blog/release', title: '发布 4.2', section: '博客', kind: 'blog', tag: 'default', markdown: '## rem2rpx 的变化\n\nrootValue 改了。\n\n## 单位\n\n单位换算照旧。\n'});
    const older = pageRecords({url: '/docs/4.x/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-4.x', markdown: '旧版的 rem2rpx。\n\n## 根字号\n\nrootValue 默认 32。\n'});
    const files = indexFiles([...unversioned, ...records, ...older]);
    const queries = ['rem2rpx', 'rootValue', '单位 换算', 'root', '发布', '单位', 'rem 不生效', '   ', 'tailwindcss v3 rem2rpx'];
    const ask = (index: LoadedSearchIndex, query: string) => {
      const {processingTimeMS, ...answer} = runQuery(index, {query, facetFilters: readingVersion('current'), facets: ['docusaurus_tag']}, context);
      return answer;
    };
    const fresh = queries.map((query) => ask(loadSearchIndex(files), query));
    const used = loadSearchIndex(files);
    for (const order of [queries.keys(), [...queries.keys()].reverse()]) {
      for (const at of order) expect(ask(used, queries[at])).toEqual(fresh[at]);
    }
  });

  it('filters by facets as Algolia does: every group must pass, one filter of a group is enough, a facet records do not have passes', () => {
    const older = pageRecords({url: '/docs/4.x/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-4.x', markdown: '旧版的 rootValue。'});
    const index = indexOf([...records, ...older]);
    const pages = (facetFilters: string[][]) => [...new Set(runQuery(index, {query: 'rootValue', facetFilters}, context).hits.map((hit) => new URL(hit.url).pathname))].sort();
    expect(pages([['language:zh-cn'], ['docusaurus_tag:docs-default-current']])).toEqual(['/docs/unit']);
    expect(pages([['language:zh-cn'], ['docusaurus_tag:docs-default-4.x', 'docusaurus_tag:docs-default-current']])).toEqual(['/docs/4.x/unit', '/docs/unit']);
    expect(pages([['language:en'], ['docusaurus_tag:docs-default-current']])).toEqual([]);
    expect(pages([['language:en', 'docusaurus_tag:docs-default-4.x']])).toEqual(['/docs/4.x/unit']);
    expect(pages([['version:9.x'], ['docusaurus_tag:docs-default-current']])).toEqual(['/docs/unit']);
  });

  it('searches a loaded index as MiniSearch searches it: the same records, scores to the bit, terms and order', () => {
    const unversioned = pageRecords({url: '/docs/migrations/v2', title: '从 v2 升级到 v3', section: '更新及迁移', kind: 'docs', tag: 'default', markdown: '## rem2rpx 的变化 {#rem}\n\nrootValue 的默认值改了，100px 与 100 单位换算照旧。\n\n## 同分\n\n单位换算。\n\n## 又一节\n\n单位换算。\n\n## 前缀\n\ntailor 与 tailwind、tailwindcss、tailwind-merge、tailwindcss-patch。\n\n## 编号\n\n第 02 项、第 0000 项、第 2 项与第 100 项。\n\n## 对照表\n\n| 配置项 | 页面 |\n| --- | --- |\n| rem2rpx | [单位换算](/docs/4.x/unit) |\n'});
    const other = pageRecords({url: '/docs/4.x/unit', title: '单位换算', section: '指南', kind: 'docs', tag: 'docs-default-4.x', markdown: '旧版的 rem2rpx。'});
    // MiniSearch's own search of the same loaded index: what runQuery called before.
    const loaded = indexOf([...unversioned, ...records, ...other]).version('docs-default-current')?.miniSearch as MiniSearch<SearchRecord>;
    const withoutMatch = (results: SearchResult[]) => results.map(({match: _match, ...result}) => result);
    // Prefix matches (root: rootvalue; tai, ending inside an edge of the term index, and tailwind: several terms, whose
    // order is that of the terms and of the additions), boosted code-word parts (UnifiedVitePlugin), records of equal
    // score (单位换算), and an index term that is a number, which MiniSearch lists before the others (100px 100: 100, 100px).
    // Number terms with leading zeros (02, 0000) are not listed first: they are not array indexes. A table row linking to
    // a page keeps its rowLinks, and every result has every stored field.
    for (const query of ['rem2rpx', 'rootValue', 'root', 'tai', 'tailwind', 'tailwindcss 单位', '单位 换算', '单位换算', 'rem2rpx 单位 root', 'UnifiedVitePlugin rpx', '100px 100', '02 0000 2 100', '对照表 rem2rpx', 'rpx', '没有的词']) {
      const options = searchOptionsFor(query);
      expect(searchLoadedIndex(loaded, query, options)).toEqual(withoutMatch(loaded.search(query, options)));
    }
    expect(searchLoadedIndex(loaded, '100px 100', searchOptions).find(({url}) => url === '/docs/migrations/v2#rem')?.terms).toEqual(['100', '100px']);
    const table = searchLoadedIndex(loaded, '对照表 rem2rpx', searchOptions).find(({url}) => url.endsWith('#对照表'));
    expect(table?.rowLinks?.length).toBeGreaterThan(0);
    expect(Object.keys(table ?? {})).toEqual(expect.arrayContaining([...(indexOptions.storeFields ?? [])]));
    // A record `keep` drops is no result; the others keep their order.
    const kept = (record: {url: string}) => record.url !== '/docs/migrations/v2#rem';
    expect(searchLoadedIndex(loaded, '单位 rem2rpx', searchOptions, kept)).toEqual(withoutMatch(loaded.search('单位 rem2rpx', {...searchOptions, filter: (result) => kept(result as unknown as SearchRecord)})));
  });

  it('answers Algolia-shaped queries with absolute URLs, hierarchy and filters', async () => {
    const index = indexOf(records);
    const result = runQuery(index, {query: 'rootValue', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}, {...context, origin: 'http://127.0.0.1:3000'});
    expect(result.nbHits).toBeGreaterThan(0);
    const [hit] = result.hits;
    expect(hit.url).toBe('http://127.0.0.1:3000/docs/unit#自定义根字号');
    expect(hit.hierarchy).toMatchObject({lvl0: '指南', lvl1: '单位换算', lvl2: '开启 rem2rpx', lvl3: '自定义根字号'});
    expect(hit._snippetResult.content.value).toContain('<mark>rootValue</mark>');
    const filtered = runQuery(index, {query: 'rootValue', facetFilters: [['docusaurus_tag:docs-other-current']]}, context);
    expect(filtered.nbHits).toBe(0);
    expect(runQuery(index, {query: ''}, context).nbHits).toBe(0);
  });
});

describe('search by docs version', () => {
  const page = (url: string, title: string, tag: string, markdown: string, section = '指南') =>
    pageRecords({url, title, section, kind: url.startsWith('/blog') ? 'blog' : 'docs', tag, markdown});
  const records = [
    ...page('/docs/quick-start/v4/taro-vite', 'Taro 4（Vite）接入 Tailwind CSS v4', 'docs-default-current', 'Taro 项目接入 weapp-tailwindcss。', '指南 · Tailwind CSS v4'),
    ...page('/docs/4.x/quick-start/v4/taro-vite', 'Taro 4（Vite）接入 Tailwind CSS v4', 'docs-default-4.x', 'Taro 项目接入 weapp-tailwindcss。', '指南 · Tailwind CSS v4'),
    ...page('/docs/4.x/quick-start/frameworks/taro', 'Taro 注册插件', 'docs-default-4.x', 'Taro 项目接入 weapp-tailwindcss。', '指南 · Tailwind CSS v3'),
    ...page('/docs/migrations/v3', '从 v3 升级到 v4', 'default', 'Taro 项目升级到 4.x。', '更新及迁移'),
    ...page('/blog/2025/3/v4-release', 'weapp-tailwindcss 4.0 发布', 'default', 'Taro 也支持了。', '博客'),
  ];
  const index = indexOf(records);
  const pagesFor = (query: string, version: string) => [...new Set(runQuery(index, {query, facetFilters: readingVersion(version)}, context).hits.map((hit) => new URL(hit.url).pathname))];

  it('answers from the docs version the reader is reading, and from the pages of every version', () => {
    expect(pagesFor('taro', 'current')).toEqual(['/docs/quick-start/v4/taro-vite', '/docs/migrations/v3', '/blog/2025/3/v4-release']);
    expect(pagesFor('taro', '4.x')).toEqual(expect.arrayContaining(['/docs/4.x/quick-start/v4/taro-vite', '/docs/4.x/quick-start/frameworks/taro', '/docs/migrations/v3']));
    expect(pagesFor('taro', '4.x')).not.toContain('/docs/quick-start/v4/taro-vite');
  });

  it('also searches the docs version that covers a version the query names, and says which version it is', () => {
    const answer = runQuery(index, {query: 'taro tailwindcss v3', facetFilters: readingVersion('current')}, context);
    expect(new URL(answer.hits[0].url).pathname).toBe('/docs/4.x/quick-start/frameworks/taro');
    expect(answer.hits[0].hierarchy.lvl0).toBe('4.x 文档 · 指南 · Tailwind CSS v3');
    // Tailwind CSS v4 is what the current docs cover: nothing is added.
    expect(pagesFor('taro tailwindcss v4', 'current')).not.toContain('/docs/4.x/quick-start/v4/taro-vite');
  });

  it('needs the unversioned part and the reader’s version’s, and another version’s only for a query that names what only it covers', () => {
    const [unversioned, current, older] = indexFiles(records);
    const partial = new LoadedSearchIndex();
    expect(missingParts(partial, {query: 'taro', facetFilters: readingVersion('current')})).toEqual(['default']);
    partial.add(unversioned);
    expect(missingParts(partial, {query: 'taro', facetFilters: readingVersion('current')})).toEqual(['docs-default-current']);
    partial.add(current);
    expect(missingParts(partial, {query: 'taro', facetFilters: readingVersion('current')})).toEqual([]);
    expect(missingParts(partial, {query: 'taro tailwindcss v3', facetFilters: readingVersion('current')})).toEqual(['docs-default-4.x']);
    expect(missingParts(partial, {query: 'taro', facetFilters: readingVersion('4.x')})).toEqual(['docs-default-4.x']);
    // A request that names no docs version searches every one, or those the other requests of its batch name.
    expect(missingParts(partial, {query: 'taro'})).toEqual(['docs-default-4.x']);
    expect(missingParts(partial, {query: 'taro'}, ['default', 'docs-default-current'])).toEqual([]);
    partial.add(older);
    expect(runQuery(partial, {query: 'taro tailwindcss v3', facetFilters: readingVersion('current')}, context).hits[0].url).toBe('http://localhost/docs/4.x/quick-start/frameworks/taro');
  });

  it('reads a major right after a framework’s name as the framework’s own where the query names Tailwind CSS’s too', () => {
    // Taro 4 with Tailwind CSS v3 is the 4.x Taro guide, not the Tailwind CSS v4 guides for Taro 4.
    for (const query of ['taro v4 tailwind v3', 'taro 4.x tailwindcss v3']) {
      expect(pagesFor(query, '4.x')[0], query).toBe('/docs/4.x/quick-start/frameworks/taro');
    }
    expect(pagesFor('taro v3 tailwind v4', '4.x')[0]).toBe('/docs/4.x/quick-start/v4/taro-vite');
  });
});

describe('synonyms', () => {
  const expanded = (term: string) => withSynonyms([term])[0];

  it.each([
    ['uniapp', 'uni-app'],
    ['迁移', '升级'],
    ['暗黑', '深色'],
    ['暗黑', '暗色'],
    ['暗色', '夜间'],
    ['暗黑', 'dark'],
    ['dark', '深色'],
    ['weapp', '程序'],
    ['转换', '转化'],
    ['失效', '生效'],
    ['丢失', '失效'],
    ['生效', '丢失'],
    ['没了', '失效'],
    ['icon', '图标'],
    ['报错', '错误'],
    ['补丁', 'patch'],
    ['workspace', 'monorepo'],
    ['hbx', 'hbuilderx'],
    ['刷新', '热重载'],
    ['color', '颜色'],
    ['颜色', 'color'],
    ['介绍', '简介'],
    ['报错', '失败'],
    ['测过', '验证'],
    ['演变', '演进'],
    ['发展', '演进'],
    ['没了', '消失'],
    ['区别', '差异'],
    ['差别', '区别'],
    ['跨端', '多端'],
    ['多端', '跨端'],
    // 不一样 is searched as 一样 (不 is a stop word).
    ['一样', '区别'],
    ['一样', '差异'],
    ['不同', '区别'],
    ['不同', '差异'],
    ['发到', '发布'],
    ['装', '安装'],
    ['配', '配置'],
    ['发', '发布'],
    ['鼠标', 'hover'],
    ['v-bind', '绑定'],
    ['v-bind:class', '绑定'],
    ['ifdef', '条件'],
    ['ifndef', '编译'],
    ['引用', '引入'],
    ['uvue', 'uni-app x'],
    ['uts', 'uni-app x'],
  ])('a query with %s also searches %s', (typed, synonym) => {
    expect(expanded(typed)).toContain(synonym);
  });

  it.each(['鼠标悬停', '鼠标滑过', '鼠标移入'])('a query with %s also searches hover: the tokenizer cuts 鼠标 off the verb', (query) => {
    expect(queryTerms(query)).toContain('hover');
  });

  it('has a test for every group, and each query term keeps its own place first', () => {
    expect(synonymGroups).toHaveLength(15);
    expect(oneWaySynonyms).toHaveLength(35);
    expect(withSynonyms(['rpx', '转换'])).toEqual([['rpx'], ['转换', '转化', '换算']]);
  });

  it('a class with an arbitrary value also searches the pages’ word for arbitrary values, one way; an Iconify icon’s class searches iconify', () => {
    expect(expanded('w-[100px]')).toEqual(['w-[100px]', '任意值', 'arbitrary']);
    expect(expanded('hover:bg-[#fff]')).toContain('任意值');
    expect(queryTerms('text-[32rpx] 不生效')).toContain('任意值');
    // Beside words of the reader's own, the class is an example and those words name the page (uni-app x, 组件库).
    expect(queryTerms('uni-app x w-[200rpx] 不生效')).not.toContain('任意值');
    expect(queryTerms('text-[#333] 组件库 样式覆盖')).not.toContain('任意值');
    expect(queryTerms('bg-[#000] 编译报错')).toContain('任意值');
    expect(expanded('任意值')).toEqual(['任意值']);
    // The brackets of an Iconify class hold an icon set and name the pages never list: the page on Iconify answers it,
    // whatever else the query says.
    expect(expanded('icon-[mdi--home]')).toEqual(['icon-[mdi--home]', 'iconify']);
    expect(queryTerms('icon-[lucide--download] wxml 里没有转义')).toContain('iconify');
    expect(queryTerms('w-[100px] 没有转义')).not.toContain('iconify');
    // Nor is a tool's tag in brackets a class.
    expect(expanded('[tailwindcss@4]')).toEqual(['[tailwindcss@4]']);
  });

  it('a reader’s 接口返回 (后端返回, 后台返回, 服务端返回) also searches the pages’ 服务端下发, word by word, and only as the phrase', () => {
    expect(withSynonyms(['接口', '返回'])).toEqual([
      ['接口', '服务'],
      ['返回', '下发'],
    ]);
    expect(withSynonyms(['后台', '返回'])).toEqual([
      ['后台', '服务'],
      ['返回', '下发'],
    ]);
    expect(queryTerms('后端返回的类名不生效')).toEqual(expect.arrayContaining(['服务', '下发']));
    expect(queryTerms('服务器返回的类名要转义吗')).toEqual(expect.arrayContaining(['服务', '下发']));
    // The pages' 接口 is an API's, their 返回 a function's value.
    expect(expanded('接口')).toEqual(['接口']);
    expect(expanded('返回')).toEqual(['返回']);
  });

  it('a reader’s own server word beside the pages’ 下发 (后端接口下发, 后台下发) also searches 服务端, and only as the phrase', () => {
    expect(withSynonyms(['后端', '下发'])).toEqual([
      ['后端', '服务'],
      ['下发'],
    ]);
    expect(queryTerms('后端接口下发的类名 页面上没有样式')).toEqual(expect.arrayContaining(['服务', '下发']));
    expect(queryTerms('后台下发的 class 没有生成样式')).toEqual(expect.arrayContaining(['服务']));
    // Without 下发, the pages' 后端 and 后台 are their own (后端返回的 HTML is 接口返回 above; 后台编辑器 is a backend's editor).
    expect(expanded('后台')).toEqual(['后台']);
    expect(expanded('后端')).toEqual(['后端']);
  });

  it('a query with uni-app x does not also search uvue or uts, and the uvue of App.uvue searches no uni-app x', () => {
    expect(expanded('uni-app x')).toEqual(['uni-app x']);
    expect(queryTerms('uvue 新建目录里的 class 不生效')).toContain('uni-app x');
    expect(queryTerms('App.uvue 怎么引入样式')).not.toContain('uni-app x');
  });

  it('a query with 引入 does not also search 引用, which the pages use for a variable or a file (引用变量)', () => {
    expect(expanded('引入')).toEqual(['引入']);
  });

  it('a query with 简介 does not also search 介绍, which the pages use as the verb', () => {
    expect(expanded('简介')).toEqual(['简介']);
  });

  it('a query with 历史 does not also search 演进: the pages’ 历史 is their own (mangle 历史 is the mangle page)', () => {
    expect(expanded('历史')).toEqual(['历史']);
  });

  it('a query with 验证 or 演进 does not also search 测过 or 演变: the pages’ 验证 is also checking a value, their 演进 the title', () => {
    expect(expanded('验证')).toEqual(['验证']);
    expect(expanded('演进')).toEqual(['演进']);
    expect(queryTerms('发展历史')).toEqual(expect.arrayContaining(['发展', '历史', '演进']));
    expect(queryTerms('哪些框架版本测过')).toEqual(expect.arrayContaining(['测过', '验证']));
  });

  it('a query with 区别 does not also search 不同 or 一样: the pages’ 不同 is mostly another sense (不同平台)', () => {
    expect(expanded('区别')).toEqual(['区别', '差异', '差别']);
    expect(queryTerms('有啥不一样')).toEqual(expect.arrayContaining(['区别', '差异']));
  });

  it('a query with 消失 does not also search 不生效 or 没了: a reader’s 消失 is as often a border or a rule that is gone', () => {
    expect(expanded('消失')).toEqual(['消失']);
    expect(queryTerms('边框太细看不见 消失')).not.toContain('失效');
  });

  it('a query with 失败 does not also search 报错, whose pages are about the messages tools print', () => {
    expect(expanded('失败')).toEqual(['失败']);
    // 报错 keeps its group and adds 失败.
    expect(expanded('报错')).toEqual(['报错', '错误', '失败']);
  });

  it('a query with 拼 alone also searches 拼接, though a query searches no other character of its own', () => {
    expect(queryTerms('类名拼出来的不生效')).toEqual(expect.arrayContaining(['拼', '拼接', '类名']));
    expect(typedTerms('用变量拼的类名')).toEqual(['变量', '拼', '类名']);
    // Not the 拼 of another word (拼写), and not the other way round.
    expect(queryTerms('拼写错误')).not.toContain('拼接');
    expect(expanded('拼接')).toEqual(['拼接']);
  });

  it('a length typed with its unit also searches the unit, one way, when it is a word of its own', () => {
    expect(queryTerms('32rpx 变成了颜色')).toEqual(expect.arrayContaining(['32rpx', 'rpx']));
    expect(expanded('10px')).toEqual(['10px', 'px']);
    expect(expanded('1.5rem')).toEqual(['1.5rem', 'rem']);
    expect(expanded('2em')).toEqual(['2em', 'em']);
    expect(expanded('100vh')).toEqual(['100vh', 'vh']);
    expect(expanded('rpx')).toEqual(['rpx']);
    // Not the length inside a class, whose arbitrary value the pages on arbitrary values answer; nor a name (px2rpx).
    expect(queryTerms('text-[32rpx] 不生效')).not.toContain('rpx');
    expect(expanded('px2rpx')).toEqual(['px2rpx']);
  });

  it('a query with 更新日志 also searches changelog for each of its words, and the pages’ 更新 alone does not', () => {
    expect(withSynonyms(['更新', '日志'])).toEqual([
      ['更新', 'changelog'],
      ['日志', 'changelog'],
    ]);
    expect(expanded('更新')).toEqual(['更新']);
    expect(expanded('changelog')).toEqual(['changelog']);
  });

  it('are added for words of their own, not for the parts of a longer code-like word', () => {
    expect(queryTerms('weapp 图标')).toContain('程序');
    expect(queryTerms('安装 weapp-tailwindcss')).not.toContain('程序');
    expect(queryTerms('weapp-tw patch')).not.toContain('程序');
    expect(queryTerms('不生效')).toEqual(expect.arrayContaining(['失效', '无效']));
  });

  it('do not find the product’s name as a whole word for 小程序: the index holds no `weapp` of it, though the name keeps its length', () => {
    const doc = (id: string, content: string): SearchRecord => ({id, url: id, title: '页面', section: '指南', kind: 'docs', tag: 'docs-default-current', content});
    const miniSearch = new MiniSearch<SearchRecord>(indexOptions);
    miniSearch.addAll([doc('/docs/name', 'weapp-tailwindcss 配置'), doc('/docs/target', '--target weapp 配置'), doc('/docs/other', 'foo-tailwindcss 配置')]);
    const scores = (query: string, prefix = false) =>
      Object.fromEntries(miniSearch.search(query, {...searchOptionsFor(query), ...(prefix ? {} : {prefix: false})}).map(({id, score}) => [id, score]));
    expect(Object.keys(scores('小程序'))).toEqual(['/docs/target']);
    // With the site's own options the synonym still reaches the name by prefix, far below the page's own weapp.
    const withPrefix = scores('小程序', true);
    expect(withPrefix['/docs/name']).toBeLessThan(withPrefix['/docs/target'] / 2);
    // The page's own `weapp` is stored in the index; the placeholder of the name's is not.
    const stored = JSON.stringify(miniSearch);
    expect(stored).toContain('"weapp"');
    expect(stored).not.toContain(`"${NAME_WEAPP}"`);
    // Every other word of the text scores as in a text with a name of as many parts.
    expect(scores('配置')['/docs/name']).toBeCloseTo(scores('配置')['/docs/other']);
  });

  it('find a file a query names before the pages that only say its base name’s words, and the App platform’s app as a word only', () => {
    const doc = (id: string, content: string): SearchRecord => ({id, url: id, title: '页面', section: '指南', kind: 'docs', tag: 'docs-default-current', content});
    const miniSearch = new MiniSearch<SearchRecord>(indexOptions);
    miniSearch.addAll([
      doc('/docs/file', '在 tailwind.config.js 里配置'),
      doc('/docs/config', 'config 目录里配置'),
      doc('/docs/wxss', 'app.wxss 里的样式'),
      doc('/docs/platform', 'H5 和 App 端的样式'),
      doc('/docs/uni-app', 'uni-app 项目的样式'),
    ]);
    const found = (query: string) => miniSearch.search(query, searchOptionsFor(query)).map(({id}) => id);
    expect(found('tailwind.config.js 放哪').slice(0, 2)).toEqual(['/docs/file', '/docs/config']);
    expect(found('App 端 样式')[0]).toBe('/docs/platform');
    expect(found('app 打包')).toEqual(['/docs/platform']);
    // The placeholder of uni-app's app keeps the text's length and is not stored.
    expect(JSON.stringify(miniSearch)).not.toContain('" app"');
  });

  it('are searched: 暗黑模式 finds a page that says 深色模式', () => {
    expect(queryTerms('暗黑模式')).toEqual(expect.arrayContaining(['暗黑', '深色', '暗色', '模式']));
    expect(queryTerms('uniapp')).toEqual(['uniapp', 'uni-app']);
  });
});

describe('ranking', () => {
  const record = (url: string, title: string, score: number, extra: Partial<RankedRecord> = {}): RankedRecord => ({
    url,
    title,
    section: '指南',
    kind: 'docs',
    tag: 'docs-default-current',
    content: '',
    score,
    ...extra,
  });
  const rank = (results: RankedRecord[], query: string) => rankRecords(results, queryIntent(query), docsVersions).map((r) => r.url);

  // Addresses of their own: ranking keeps what it reads of a page by its address.
  it('compares a query without the product’s name with whole pages only, not with a section’s heading or a title that holds it', () => {
    const results = [
      record('/docs/named/v3#tailwindcss-v4', '从 v3 升级到 v4', 30, {h2: 'Tailwind CSS v4'}),
      record('/docs/named/install', '1. 准备项目并安装 Tailwind CSS', 20),
      record('/docs/named/v4', 'Tailwind CSS v4 开发参考手册', 40),
    ];
    // 安装 is in a title; tailwindcss-v4 is a section's anchor: neither is what the query names.
    expect(rank(results, 'weapp-tailwindcss 安装 教程 指南')[0]).toBe('/docs/named/v4');
    expect(rank(results, 'weapp-tailwindcss tailwindcss v4')[0]).toBe('/docs/named/v4');
    // 升级 is in the title of a page that answers less than another.
    expect(rank([...results, record('/docs/named/faq', '常见问题', 100)], 'weapp-tailwindcss 升级')[0]).toBe('/docs/named/faq');
    // A page whose slug or sidebar category is the rest of the query is.
    expect(rank([...results, record('/docs/named/rem2rpx', 'rem 转 rpx', 5)], 'weapp-tailwindcss rem2rpx')[0]).toBe('/docs/named/rem2rpx');
    expect(rank([...results, record('/docs/named/native/install', '准备项目', 5, {category: '原生小程序'})], 'weapp-tailwindcss 原生小程序')[0]).toBe('/docs/named/native/install');
  });

  it('does not answer a query that names the product beside other words by a title that is only the product’s name', () => {
    const terms = {queryTerms: ['weapp-tailwindcss', 'tailwindcss']};
    const results = [
      record('/docs/named/api/root', 'weapp-tailwindcss', 40, {h2: '导出', ...terms}),
      record('/docs/named/api-v4', 'weapp-tailwindcss 4.12.0', 20, terms),
      record('/docs/named/sponsor', '赞助 weapp-tailwindcss', 35, terms),
      record('/docs/named/principle', 'weapp-tailwindcss 的工作原理', 25, terms),
      record('/docs/named/tutorial', 'Tailwind CSS v4 小程序实战：入门篇', 45, {queryTerms: ['weapp-tailwindcss', 'tailwindcss', '教程']}),
    ];
    // Exact keys leave 教程 out: the query's key would be the product's name, which the root page's title equals
    // (ExactMatch.Page) and every title that names the product holds (ExactMatch.Title).
    expect(rank(results, 'weapp-tailwindcss 教程')[0]).toBe('/docs/named/tutorial');
    // Nor does a title that is only the name hold every word of a query with words beside it (TITLE_WORDS_FACTOR).
    expect(rank(results, 'weapp-tailwindcss 是什么')[0]).not.toBe('/docs/named/api/root');
    // The name alone is what the query asks about.
    expect(rank(results, 'weapp-tailwindcss')[0]).toBe('/docs/named/api/root');
  });

  it('reads what a reader asks of the product as a whole as the page titled for it: 是什么 is 简介, 更新日志 without a version is 版本说明', () => {
    const terms = {queryTerms: ['weapp-tailwindcss', 'tailwindcss']};
    const results = [
      record('/docs/named/principle', 'weapp-tailwindcss 的工作原理', 30, terms),
      record('/docs/named/intro', '简介', 10, terms),
      record('/docs/named/releases', '版本说明', 5, terms),
      record('/blog/named/v4.10-release', 'weapp-tailwindcss 4.10 发布', 50, {...terms, kind: 'blog'}),
      record('/blog/named/v4.3-release', 'weapp-tailwindcss 4.3 发布', 20, {queryTerms: ['weapp-tailwindcss', 'tailwindcss', '4.3.0'], kind: 'blog'}),
    ];
    expect(rank(results, 'weapp-tailwindcss 是什么')[0]).toBe('/docs/named/intro');
    expect(rank(results, 'weapp-tailwindcss 更新日志')[0]).toBe('/docs/named/releases');
    expect(rank(results, 'changelog')[0]).toBe('/docs/named/releases');
    // Beside anything else, the query asks about that: a release's number is its post.
    expect(rank(results, '4.3.0 更新日志')[0]).toBe('/blog/named/v4.3-release');
    expect(queryIntent('rpx 是什么').equalKeys).not.toContain('简介');
  });

  it('counts a row of an index’s table that holds the query’s words for the page the row links to', () => {
    const table = (url: string, queryTerms: string[]) =>
      record(url, '常见问题', 40, {
        h2: '按主题查找',
        h3: '样式没有生效或者被覆盖',
        queryTerms,
        // The link's text need not be the page's title.
        content: '引入 Tailwind 后组件库的高度、内边距错乱：默认盒模型（box-sizing）问题\ndark: 等样式只作用在 view、text 上，button、image 不生效：只作用于 view 和 text 的样式',
        rowLinks: [`${url.split('#')[0]}/box-sizing`, `${url.split('#')[0]}/more-tags`],
      });
    const answer = (url: string) => record(url, '生成的样式只作用于 view 和 text 标签', 20, {queryTerms: ['样式', 'button']});
    const specific = [table('/docs/issues#styles-not-applied', ['样式', '生效', 'button', 'image', 'dark']), answer('/docs/issues/more-tags')];
    expect(rank(specific, 'button image 上 dark 样式不生效')[0]).toBe('/docs/issues/more-tags');
    // The table's heading says all the query says: the index as a whole answers it, not one of its rows.
    const general = [table('/docs/issues-2#styles-not-applied', ['样式', '生效']), answer('/docs/issues-2/more-tags')];
    expect(rank(general, '样式不生效')[0]).toBe('/docs/issues-2#styles-not-applied');
    // No row holds every word the table matched (hover is in none): the table keeps its score.
    const scattered = [table('/docs/issues-3#styles-not-applied', ['样式', 'hover', 'button']), answer('/docs/issues-3/more-tags')];
    expect(rank(scattered, 'button hover 样式')[0]).toBe('/docs/issues-3#styles-not-applied');
  });

  it('lets a table’s own heading say the words of the query its row does not, never a framework’s name alone nor the page’s title', () => {
    const table = (url: string, queryTerms: string[], headings: Partial<RankedRecord> = {h2: '按主题查找', h3: '样式没有生效或者被覆盖'}) =>
      record(url, '常见问题', 100, {
        ...headings,
        queryTerms,
        content: 'hover:、active: 没反应，或者 peer-* 导致 unexpected token：group 和 peer 的使用限制\nH5 端 uni-app / Taro 的 toast 图标位置偏了：H5 端 toast 图标偏移',
        rowLinks: [`${url.split('#')[0]}/group-and-peer`, `${url.split('#')[0]}/toast-svg-bug`],
      });
    const answer = (url: string, queryTerms: string[]) => record(url, '某个问题', 40, {queryTerms});
    // The row says hover, its table's heading 生效 (不生效): the row's page answers.
    expect(rank([table('/docs/faq-1#styles', ['生效', '失效', 'hover']), answer('/docs/faq-1/group-and-peer', ['hover'])], 'hover 不生效')[0]).toBe('/docs/faq-1/group-and-peer');
    // The row says only where the reader works (Taro): the table as a whole answers.
    expect(rank([table('/docs/faq-2#styles', ['样式', '生效', 'taro']), answer('/docs/faq-2/toast-svg-bug', ['taro'])], 'taro 样式不生效')[0]).toBe('/docs/faq-2#styles');
    // The page's title says 生效, not the table's heading: the title is what the page is about, not each row.
    const titled = {...table('/docs/faq-3', ['生效', '失效', 'hover'], {}), title: '样式不生效怎么办'};
    expect(rank([titled, answer('/docs/faq-3/group-and-peer', ['hover'])], 'hover 不生效')[0]).toBe('/docs/faq-3');
    // A row's words are whole words: ai is not in tailwind.
    const aiTable = {...table('/docs/faq-4#tools', ['ai', '程序'], {h2: '小程序工具'}), content: '用 tailwind 写样式：group 和 peer 的使用限制'};
    expect(rank([aiTable, answer('/docs/faq-4/group-and-peer', ['程序'])], 'ai 小程序')[0]).toBe('/docs/faq-4#tools');
  });

  it('raises a page whose introduction holds every word of the query, unless the query asks for a framework’s guides', () => {
    const results = (at: string) => [
      // The introduction ends with the description: the question the page answers.
      record(`/docs/${at}/css-vars`, 'CSS 变量失效问题', 100, {queryTerms: ['渐变', '阴影', '失效', 'uni-app', 'uniapp']}),
      record(`/docs/${at}/tutorial#gradients`, '教程', 150, {h2: '渐变和阴影', queryTerms: ['渐变', '阴影', '失效', 'uni-app', 'uniapp']}),
    ];
    expect(rank(results('a'), '渐变 阴影 不生效')[0]).toBe('/docs/a/css-vars');
    // Every guide's introduction names its framework: the query that does asks for the guides' own factors.
    expect(rank(results('b'), 'uniapp 渐变 阴影 不生效')[0]).toBe('/docs/b/tutorial#gradients');
    // A section under a heading that holds every word in its text is one section among others.
    const section = [{...results('c')[0], h2: '原因'}, results('c')[1]];
    expect(rank(section, '渐变 阴影 不生效')[0]).toBe('/docs/c/tutorial#gradients');
  });

  it('puts the one page that holds a name the reader typed before pages that only say the query’s other words, not for a pasted message', () => {
    const results = (at: string) => [
      record(`/docs/${at}/troubleshooting#wxss`, '按报错信息排查', 150, {h2: 'WXSS 编译错误', queryTerms: ['程序', '编译', '错误', 'wxss']}),
      record(`/docs/${at}/plugins#adapted`, '适配小程序的插件', 100, {queryTerms: ['程序', '编译', 'wxss', 'daisyui']}),
    ];
    expect(rank(results('a'), 'daisyui 在小程序里 wxss 编译错误')[0]).toBe('/docs/a/plugins#adapted');
    // Another page holds the name too: it is no longer what singles a page out.
    const named = {...results('b')[0], queryTerms: ['程序', '编译', '错误', 'wxss', 'daisyui']};
    expect(rank([named, results('b')[1]], 'daisyui 在小程序里 wxss 编译错误')[0]).toBe('/docs/b/troubleshooting#wxss');
    // A Chinese word one page holds may be said in passing; a pasted message's rare words are the reader's own modules.
    const passing = {...results('c')[1], queryTerms: ['程序', '编译', 'wxss', '只在']};
    expect(rank([results('c')[0], passing], '只在小程序里 wxss 编译错误')[0]).toBe('/docs/c/troubleshooting#wxss');
    expect(rank(results('d'), '[ WXSS 文件编译错误] daisyui: unexpected token')[0]).toBe('/docs/d/troubleshooting#wxss');
    // Two names, each held by a page of its own: neither page is the one the query names.
    const prose = record('/docs/e/typography', '富文本排版', 100, {queryTerms: ['程序', '编译', 'wxss', 'prose']});
    expect(rank([...results('e'), prose], 'daisyui prose 在小程序里 wxss 编译错误')[0]).toBe('/docs/e/troubleshooting#wxss');
    // A name only a blog post holds (its title spells Node.js, which reads as nodejs) singles out no page.
    const docs = record('/docs/f/advanced#engines', '进阶', 100, {h2: 'Node.js 版本', queryTerms: ['版本', '要求']});
    const post = record('/blog/f/v5.2-release#versions', 'weapp-tailwindcss 5.2 发布：Node.js 22.18 起步', 240, {kind: 'blog', section: '博客', tag: 'default', queryTerms: ['版本', '要求']});
    expect(rank([docs, post], 'nodejs 版本 要求')[0]).toBe('/docs/f/advanced#engines');
  });

  it('puts the pages that hold a code word the reader typed before pages that only say the query’s other words', () => {
    const results = (at: string) => [
      record(`/docs/${at}/v4#entry`, 'Tailwind CSS 开发参考手册', 160, {h2: '样式入口', queryTerms: ['tailwindcss', '入口']}),
      record(`/docs/${at}/api/root#create-plugins`, 'weapp-tailwindcss', 200, {h2: '导出', h3: 'createPlugins', queryTerms: ['createplugins', 'create', 'plugins', 'tailwindcss']}),
      // A second page holds it: no page is the sole one that names it.
      record(`/docs/${at}/api/gulp#create-plugins`, 'weapp-tailwindcss/gulp', 60, {h2: '导出', h3: 'createPlugins', queryTerms: ['createplugins', 'create', 'plugins']}),
    ];
    expect(rank(results('a'), 'createPlugins tailwindcss 入口')[0]).toBe('/docs/a/api/root#create-plugins');
    // Without the code word, the other words decide.
    expect(rank(results('b'), 'tailwindcss 入口')[0]).toBe('/docs/b/v4#entry');
    // No page holds it, in its text or its headings: nor does it single a page out.
    const unheld = results('c').slice(0, 2).map((one) => ({...one, h3: undefined, queryTerms: one.queryTerms?.filter((term) => term === 'tailwindcss' || term === '入口')}));
    expect(rank(unheld, 'createPlugins tailwindcss 入口')[0]).toBe('/docs/c/v4#entry');
  });

  it('puts the pages of the sidebar category the query names before a section of that name', () => {
    const results = [
      record('/docs/community/templates#native', '各框架的模板项目', 60, {h2: '原生小程序'}),
      record('/docs/quick-start/native/install', '1. 准备项目并安装 Tailwind CSS', 10, {category: '原生小程序（gulp / webpack）'}),
    ];
    expect(rank(results, '原生小程序')[0]).toBe('/docs/quick-start/native/install');
    // A category that only holds the query is no name for it.
    expect(rank(results, '小程序')[0]).toBe('/docs/community/templates#native');
  });

  it('reads the sidebar category a page sits in as it reads its title and section', () => {
    const results = [
      record('/docs/issues/native-toutiao', '在原生抖音（头条）小程序中使用 Tailwind CSS', 14),
      record('/docs/quick-start/native/install', '1. 准备项目并安装 Tailwind CSS', 10, {category: '原生小程序（gulp / webpack）'}),
    ];
    expect(rank(results, '原生小程序 安装')[0]).toBe('/docs/quick-start/native/install');
    // Without it (other addresses: what ranking reads of a page is kept by its address).
    const withoutCategory = results.map(({category: _category, ...rest}) => ({...rest, url: `${rest.url}-2`}));
    expect(rank(withoutCategory, '原生小程序 安装')[0]).toBe('/docs/issues/native-toutiao-2');
  });

  it('reads the category from the downloaded index too: the native guide answers 原生小程序 安装', () => {
    const pages = [
      pageRecords({url: '/docs/issues/native-toutiao', title: '在原生抖音（头条）小程序中使用 Tailwind CSS', section: '常见问题', kind: 'docs', tag: 'docs-default-current', markdown: '在原生小程序里使用 Tailwind CSS。\n\n## 第二步\n\n先安装依赖。'}),
      pageRecords({url: '/docs/quick-start/native/install', title: '1. 准备项目并安装 Tailwind CSS', section: '指南', category: '原生小程序（gulp / webpack）', kind: 'docs', tag: 'docs-default-current', markdown: '在原生小程序项目里准备 Tailwind CSS。\n\n## 安装 Tailwind CSS\n\n运行安装命令。'}),
    ].flat();
    const index = loadSearchIndex(serializeSearchIndex(pages, docsVersions).map((part) => JSON.stringify(part)));
    const hits = runQuery(index, {query: '原生小程序 安装', facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}, {origin: 'https://example.com', locale: 'zh-cn'}).hits;
    expect(new URL(hits[0].url).pathname).toBe('/docs/quick-start/native/install');
  });

  it('never puts an archived page first by its title or address, but still ranks it by its words', () => {
    const results = [
      record('/docs/upgrade/uni-app', '旧版 uni-app Vue 2 项目升级到 webpack 5（归档）', 20),
      record('/docs/quick-start/v4/uni-app-webpack', 'uni-app CLI（Vue 2 + webpack）接入 Tailwind CSS v4', 12, {category: 'uni-app'}),
    ];
    // The archived page's address is the query.
    expect(rank(results, 'uniapp')[0]).toBe('/docs/quick-start/v4/uni-app-webpack');
    // The same page, not archived, is first by its address (another one with the same slug: what ranking reads of a page is kept by its address).
    const current = [{...results[0], url: '/docs/old/uni-app', title: '旧版 uni-app Vue 2 项目升级到 webpack 5'}, results[1]];
    expect(rank(current, 'uniapp')[0]).toBe('/docs/old/uni-app');
    // Where its words answer, it still comes first: it may be the one page about an old project.
    expect(rank(results, 'vue2 postcss8')[0]).toBe('/docs/upgrade/uni-app');
    // A query that only asks how to set the framework up asks for its current guide: the archived page's title holding
    // uniapp, vue2 and 项目 does not count (45 × 4 otherwise), nor as a section's headings (× 2): 45 against the guide's
    // 12 × 3 × 1.5 = 54 (its title does not say 项目).
    const louder = [{...results[0], score: 45}, results[1]];
    expect(rank(louder, 'uniapp vue2 项目')[0]).toBe('/docs/quick-start/v4/uni-app-webpack');
    // Unless the query says the project is old: 20 × 4 against 54.
    expect(rank([{...results[0], score: 20}, results[1]], '老项目 uniapp vue2')[0]).toBe('/docs/upgrade/uni-app');
  });

  it('reads uni-app x as a framework of its own: its setup guide is not uni-app’s, nor uni-app’s guides its', () => {
    const results = [
      record('/docs/quick-start/v4/uni-app-x', 'uni-app x 接入 Tailwind CSS v4', 25, {category: 'uni-app'}),
      record('/docs/quick-start/v4/uni-app-vite', 'uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS v4', 10, {category: 'uni-app'}),
    ];
    expect(rank(results, 'uni-app 安装')[0]).toBe('/docs/quick-start/v4/uni-app-vite');
    expect(rank(results, 'uni app 安装')[0]).toBe('/docs/quick-start/v4/uni-app-vite');
    for (const query of ['uni-app x 安装', 'uniapp x 配置', 'uniappx 怎么集成']) expect(rank(results, query)[0], query).toBe('/docs/quick-start/v4/uni-app-x');
  });

  it('halves a section about uni-app x for a query that names uni-app, and one about uni-app for a query that names uni-app x', () => {
    const uniAppX = record('/docs/uni-app-x/install#create', 'uni-app x 快速集成', 20, {section: '指南 · uni-app x 专题', h2: '1. 创建 uni-app x 项目'});
    const hbuilder = record('/docs/quick-start/v4/uni-app-vite-hbuilder#create', 'HBuilderX 中的 uni-app 接入 Tailwind CSS v4', 15, {category: 'uni-app'});
    // 20 × 0.5 against 15: the uni-app x guide's steps also create a project in HBuilderX.
    expect(rank([uniAppX, hbuilder], 'HBuilderX 创建的 uni-app 项目')[0]).toBe(hbuilder.url);
    // Against 20: the HBuilderX guide's title does not hold uni-app x's name with hbx (15 × 4 × 0.5 otherwise), its
    // headings say both words (× 2): 15 × 2 × 0.5. A section is about uni-app by its own headings too: the templates
    // list's uni-app section, whose headings say both words, 15 × 2 × 0.5.
    const templates = record('/docs/community/templates#hbuilderx', '各框架的模板项目', 15, {h2: 'uni-app', h3: '使用 HBuilderX 构建和开发'});
    expect(rank([uniAppX, hbuilder, templates], 'uniappx hbx')[0]).toBe(uniAppX.url);
  });

  it('counts a word the page’s title holds as answered, however the page’s text writes it (Vue 2 for vue2)', () => {
    const results = [
      record('/docs/quick-start/v4/uni-app-webpack', 'uni-app CLI（Vue 2 + webpack）接入', 10, {queryTerms: ['uni-app']}),
      record('/docs/community/templates', '模板列表', 8, {queryTerms: ['uni-app', 'uni', 'app', 'vue2']}),
    ];
    expect(rank(results, 'uni-app vue2 升级')[0]).toBe('/docs/quick-start/v4/uni-app-webpack');
  });

  it('puts a framework’s setup guide first for a query that only asks how to set that framework up', () => {
    const results = [
      record('/docs/community/templates', '各框架的模板项目', 23),
      record('/docs/quick-start/v4/taro-vite', 'Taro 4（Vite）接入 Tailwind CSS v4', 17, {category: 'Taro'}),
      record('/docs/quick-start/native/install', '1. 准备项目并安装 Tailwind CSS', 8, {category: '原生小程序（gulp / webpack）'}),
      record('/docs/issues/native-toutiao', '在原生抖音（头条）小程序中使用 Tailwind CSS', 12),
    ];
    expect(rank(results, 'taro react 项目怎么装')[0]).toBe('/docs/quick-start/v4/taro-vite');
    // A reader's 工程 is the pages' 项目.
    expect(rank(results, 'taro 工程怎么装')[0]).toBe('/docs/quick-start/v4/taro-vite');
    expect(rank(results, 'taro4.x 怎么用 tailwindcss')[0]).toBe('/docs/quick-start/v4/taro-vite');
    // By its sidebar category: the native guide's title does not name the framework.
    expect(rank(results, '原生小程序怎么用tailwind')[0]).toBe('/docs/quick-start/native/install');
    // A query with a word of its own asks about that word: the template list.
    expect(rank(results, 'taro react 模板项目')[0]).toBe('/docs/community/templates');
    // Of one framework's guides, the one whose title names the toolchain the query names; without such a word, their scores choose.
    const uniApp = [
      record('/docs/quick-start/v4/uni-app-vite-hbuilder', 'HBuilderX 中的 uni-app 接入 Tailwind CSS v4', 85, {category: 'uni-app'}),
      record('/docs/quick-start/v4/uni-app-vite', 'uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS v4', 77, {category: 'uni-app'}),
    ];
    expect(rank(uniApp, 'vue3 uniapp 安装')[0]).toBe('/docs/quick-start/v4/uni-app-vite');
    expect(rank(uniApp, 'uniapp 安装')[0]).toBe('/docs/quick-start/v4/uni-app-vite-hbuilder');
    // 77 × 1.5 ≈ 116: past 110, not past 120.
    const scored = (hbuilder: number) => [{...uniApp[0], url: `/docs/h${hbuilder}`, score: hbuilder}, {...uniApp[1], url: `/docs/v${hbuilder}`}];
    expect(rank(scored(110), 'vue3 uniapp 安装')[0]).toBe('/docs/v110');
    expect(rank(scored(120), 'vue3 uniapp 安装')[0]).toBe('/docs/h120');
    // Vue's major typed apart is the toolchain word its guide's title holds (Vue 3), not the `vue` the Vue 2 guide holds too: 77 × 1.5 against 90.
    const webpack = record('/docs/quick-start/v4/uni-app-webpack', 'uni-app CLI（Vue 2 + webpack）接入 Tailwind CSS v4', 90, {category: 'uni-app'});
    expect(rank([...uniApp, webpack], 'uniapp vue 3 安装')[0]).toBe('/docs/quick-start/v4/uni-app-vite');
  });

  it('puts a framework’s guides whose title does not name the toolchain the query names after its other guides, for any query that names the framework', () => {
    const results = [
      record('/docs/quick-start/v4/uni-app-vite-hbuilder', 'HBuilderX 中的 uni-app 接入 Tailwind CSS v4', 85, {category: 'uni-app'}),
      record('/docs/quick-start/v4/uni-app-vite', 'uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS v4', 77, {category: 'uni-app'}),
      // Neither its title nor its address names the query's file, which would raise it as a heading that names it does.
      record('/docs/issues/bundled-styles', '样式没有打包进全局样式', 80, {section: '常见问题'}),
    ];
    // The HBuilderX guide 85 / 1.5: it names Vite only in its address, not vue3; the Vue 3 + Vite guide's readers ask this,
    // and the page about the question may answer it better (80, not 77 × 1.5).
    expect(rank(results, 'uniapp vue3 vite 样式没有打包到 app.wxss')).toEqual(['/docs/issues/bundled-styles', '/docs/quick-start/v4/uni-app-vite', '/docs/quick-start/v4/uni-app-vite-hbuilder']);
    // Its address says vite: for a query that names only vite it keeps its 85.
    expect(rank(results, 'uniapp vite 样式没有打包到 app.wxss')[0]).toBe('/docs/quick-start/v4/uni-app-vite-hbuilder');
    // Not from a pasted message: `?vue&type=style` is the reader's file.
    expect(queryIntent('uniapp Could not load main.css?vue&type=style').guideToolchain).toEqual([]);
  });

  it('reads webpack5 in a guide’s title as webpack, and webpack 4 in a query as the old toolchain a webpack 5 guide does not serve', () => {
    const results = [
      record('/docs/quick-start/v4/taro-webpack', 'Taro 4（webpack5）接入 Tailwind CSS v4', 85, {category: 'Taro'}),
      record('/docs/issues/taro-styles', 'Taro 样式问题', 80, {section: '常见问题'}),
    ];
    expect(rank(results, 'taro webpack 样式不生效')[0]).toBe('/docs/quick-start/v4/taro-webpack');
    expect(queryIntent('taro 3 webpack 4 样式不生效').guideToolchain).toEqual(['webpack4']);
    expect(rank(results, 'taro webpack 4 样式不生效')[0]).toBe('/docs/issues/taro-styles');
    // Read from the 4.x docs: a title's webpack5 is webpack where the address does not say it, and in the docs of a
    // major that still builds with webpack 4 every webpack guide serves it, whatever the matched section says.
    const taro4x = record('/docs/4.x/quick-start/frameworks/taro#caveats', 'Taro 注册插件（webpack5 与 Vite）', 85, {category: 'Taro', tag: 'docs-default-4.x', h2: '注意事项'});
    const uniApp4x = record('/docs/4.x/quick-start/frameworks/uni-app', 'uni-app CLI（Vue 2 + webpack）注册插件', 85, {category: 'uni-app', tag: 'docs-default-4.x'});
    const issue4x = {...results[1], url: '/docs/4.x/issues/taro-styles', tag: 'docs-default-4.x'};
    const from4x = (guide: RankedRecord, query: string) => rankRecords([guide, issue4x], queryIntent(query), docsVersions, 'docs-default-4.x')[0].url;
    expect(from4x(taro4x, 'taro webpack 样式不生效')).toBe('/docs/4.x/quick-start/frameworks/taro#caveats');
    expect(from4x(taro4x, 'taro webpack 4 样式不生效')).toBe('/docs/4.x/quick-start/frameworks/taro#caveats');
    expect(from4x(uniApp4x, 'uni-app webpack 4 样式不生效')).toBe('/docs/4.x/quick-start/frameworks/uni-app');
    // `vue@3` typed as one word is still a query that only asks to set uni-app up.
    expect(queryIntent('uni-app vue@3 安装').setupFrameworks).toEqual(['uni-app']);
  });

  it('puts a framework’s setup guide after the site’s page on a question when the query names no framework and nothing about setting up', () => {
    const results = [
      record('/docs/quick-start/v4/taro-vite#css-variables', 'Taro 4（Vite）接入 Tailwind CSS v4', 200, {category: 'Taro', h2: '常见问题', queryTerms: ['渐变', '阴影', '失效']}),
      record('/docs/issues/css-vars#cause', 'CSS 变量失效问题', 150, {section: '常见问题', queryTerms: ['渐变', '阴影', '失效']}),
    ];
    // 200 × 0.5 against 150.
    expect(rank(results, '渐变 阴影 不生效')[0]).toBe('/docs/issues/css-vars#cause');
    // Halved, not less and not more: 100 against 110 and 90.
    const near = (url: string, score: number, h2 = '3. 添加样式入口') => [{...results[0], url: `${url}-guide#css-variables`, h2}, {...results[1], url: `${url}#cause`, score}];
    expect(rank(near('/docs/a', 110), '渐变 阴影 不生效')[0]).toBe('/docs/a#cause');
    expect(rank(near('/docs/b', 90), '渐变 阴影 不生效')[0]).toBe('/docs/b-guide#css-variables');
    // A section of the guide's 常见问题 chapter asks the question as readers do, and is halved again: 50 against 60 and 40.
    expect(rank(near('/docs/c', 60, '常见问题'), '渐变 阴影 不生效')[0]).toBe('/docs/c#cause');
    expect(rank(near('/docs/d', 40, '常见问题'), '渐变 阴影 不生效')[0]).toBe('/docs/d-guide#css-variables');
    // A query that names the framework, or setting something up, may be asking for the guide.
    expect(rank(results, 'taro 渐变 阴影 不生效')[0]).toBe('/docs/quick-start/v4/taro-vite#css-variables');
    expect(rank(results, '渐变 阴影 配置')[0]).toBe('/docs/quick-start/v4/taro-vite#css-variables');
    // A page whose title says it sets something up but names no framework is no framework's guide.
    const generic = [{...results[0], url: '/docs/quick-start/install#css-variables', title: '安装与配置 Tailwind CSS', category: undefined}, results[1]];
    expect(rank(generic, '渐变 阴影 不生效')[0]).toBe('/docs/quick-start/install#css-variables');
    // Other names of a framework or its build ask for its guide as well.
    expect(['uniappx 样式丢失', 'uvue 不生效', 'hbx 报错', 'weappvite 热更新', 'gulpfile 怎么写'].filter((query) => !queryIntent(query).asksForGuides)).toEqual([]);
  });

  it('puts a question under its own heading in the 常见问题 chapter of a page about another subject after the site’s pages on it', () => {
    const terms = {queryTerms: ['编译', '样式', '生效']};
    const question = record('/docs/quick-start/intelliSense#hints-but-no-styles', 'IDE 智能提示设置 Tailwind CSS', 200, {h2: '常见问题', h3: '模板里有提示，编译后样式却没生效？', ...terms});
    const hub = record('/docs/issues#styles-not-applied', '常见问题', 150, {section: '常见问题', h2: '按主题查找', h3: '样式没有生效或者被覆盖', ...terms});
    // Its heading holds every word of the query (× 2): 400 × 0.25 against 150; halved, 200 would still come first.
    expect(rank([question, hub], '编译后样式没生效')[0]).toBe(hub.url);
    // The product's words name no page's subject.
    expect(rank([question, {...hub, queryTerms: [...terms.queryTerms, 'tailwind', 'css']}], 'tailwind css 编译后样式没生效')[0]).toBe(hub.url);
    // A query that names the page's subject, by a word of its title or its address, asks its readers' question.
    expect(rank([question, hub], '智能提示 编译后样式没生效')[0]).toBe(question.url);
    expect(rank([question, hub], 'intellisense 编译后样式没生效')[0]).toBe(question.url);
    // A 常见问题 page's questions are every reader's; a chapter of questions without headings ranks by its words.
    const issuesPage = {...question, url: '/docs/issues/native-toutiao#faq-styles', title: '在原生抖音（头条）小程序中使用 Tailwind CSS'};
    expect(rank([issuesPage, hub], '编译后样式没生效')[0]).toBe(issuesPage.url);
    expect(rank([{...question, url: '/docs/quick-start/intelliSense#faq', h3: undefined}, hub], '编译后样式没生效')[0]).toBe('/docs/quick-start/intelliSense#faq');
    // A question that does not ask in its page's title's words is asked in the words of readers who never name that page.
    const h5 = {queryTerms: ['小程序', 'h5', '默认', '样式']};
    const plain = record('/docs/multi-platform#default-styles-differ', '跨多端开发 CSS 兼容', 200, {h2: '常见问题', h3: '小程序和 H5 的默认样式不一致', ...h5});
    expect(rank([plain, {...hub, ...h5}], '小程序和 H5 默认样式不一样')[0]).toBe(plain.url);
    // A framework's guide is a page about that framework: a query that names another one is not its readers'.
    const guide = record('/docs/quick-start/v4/taro-vite#gradients', 'Taro 4（Vite）接入 Tailwind CSS v4', 200, {category: 'Taro', h2: '常见问题', h3: '渐变、阴影等依赖 CSS 变量的工具类失效', queryTerms: ['渐变', '阴影', '失效']});
    const page = record('/docs/issues/css-vars#cause', 'CSS 变量失效问题', 150, {section: '常见问题', queryTerms: ['渐变', '阴影', '失效']});
    expect(rank([guide, page], 'uni-app 渐变 阴影 不生效')[0]).toBe(page.url);
    expect(rank([guide, page], 'taro 渐变 阴影 不生效')[0]).toBe(guide.url);
    // `weapp-vite` names weapp-vite, not every page about Vite.
    expect(queryIntent('weapp-vite 样式没有生成').subjectWords.map(([word]) => word)).toEqual(['样式', '没有', '生成', 'weapp-vite']);
  });

  it('reads which kind of major version a query names: the plugin’s, Tailwind CSS’s, or either', () => {
    expect(namedVersions('weapp-tailwindcss 2.x')).toEqual([{kind: 'plugin', major: 2}]);
    expect(namedVersions('Tailwind CSS v3 安装')).toEqual([{kind: 'tailwind', major: 3}]);
    expect(namedVersions('tailwindcss@4 入口')).toEqual([{kind: 'tailwind', major: 4}]);
    expect(namedVersions('webpack 4 postcss 7')).toEqual([{kind: 'tailwind', major: 2}]);
    expect(namedVersions('从 v2 迁移')).toEqual([{kind: 'either', major: 2}]);
    expect(namedVersions('2.x 旧版')).toEqual([{kind: 'either', major: 2}]);
    // Beside Tailwind CSS's or the plugin's major, one right after a framework's name is the framework's own (Taro 4, Mpx 2).
    expect(namedVersions('taro v4 tailwind v3')).toEqual([{kind: 'tailwind', major: 3}]);
    expect(namedVersions('mpx 2.x weapp-tailwindcss 4.x')).toEqual([{kind: 'plugin', major: 4}]);
    expect(namedVersions('tailwindcss v4 uni-app 3.x')).toEqual([{kind: 'tailwind', major: 4}]);
    expect(namedVersions('hbuilder x 4.x tailwind v3')).toEqual([{kind: 'tailwind', major: 3}]);
    // Alone it is read as the reader's line of either: the framework guides are told apart by it.
    expect(namedVersions('taro v3')).toEqual([{kind: 'either', major: 3}]);
    expect(namedVersions('rem2rpx')).toEqual([]);
    expect(namedVersions('4.3.0 发布')).toEqual([]);
    expect(queryIntent('4.3.0 发布').namesRelease).toBe(true);
    expect(queryIntent('cssCalc').namesRelease).toBe(false);
  });

  it('reads a release number of its own as that plugin line, not in a pasted message nor after a tool’s name', () => {
    expect(queryIntent('5.0 新特性').versions).toEqual([{kind: 'release', major: 5}]);
    expect(queryIntent('升级到 4.3.0').versions).toEqual([{kind: 'release', major: 4}]);
    expect(queryIntent('vue 3.5').versions).toEqual([]);
    expect(queryIntent('weapp-tailwindcss 4.3').versions).toEqual([{kind: 'plugin', major: 4}]);
    expect(queryIntent("npm warn EBADENGINE   current: { node: 'v18.20.8', npm: '10.8.2' } lib: 3.7.8").versions).toEqual([]);
    expect(queryIntent('./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)').versions).toEqual([]);
    expect(queryIntent('2024.3.5 发布').versions).toEqual([]);
    expect(queryIntent('v5.0 新特性').versions).toEqual([{kind: 'release', major: 5}]);
    expect(queryIntent('v5.3 更新').versions).toEqual([{kind: 'release', major: 5}]);
  });

  it('reads a release number as another product’s anywhere in a query that names one, unless it names the plugin too', () => {
    for (const query of ['uni-app 升级到 3.0 报错', 'tailwindcss 升级到 3.4', 'taro 升级到 3.6', 'HBuilderX 版本 4.75', '基础库 3.7.8 报错', '微信开发者工具 1.06 报错', '小程序基础库 2.30 以上']) {
      expect(queryIntent(query).versions, query).toEqual([]);
    }
    expect(queryIntent('weapp-tailwindcss 在 uni-app 里升级到 4.3').versions).toEqual([{kind: 'release', major: 4}]);
    expect(queryIntent('uni-app 插件升级到 4.3').versions).toEqual([{kind: 'release', major: 4}]);
  });

  it('searches no other docs version for a release number, whose notes and posts are in every one', () => {
    const about = {plugin: [4], docs: 4, tailwind: [3, 4]};
    expect(docsVersionCovers(about, {kind: 'release', major: 4})).toBe(false);
    expect(docsVersionCovers(about, {kind: 'plugin', major: 4})).toBe(true);
  });

  it('ranks the pages of the plugin line a release number names before those of other lines', () => {
    const results = [
      record('/docs/migrations/v3#entry', '从 v3 升级到 v4', 10, {section: '更新及迁移', tag: 'default', h2: '入口'}),
      record('/docs/migrations/v4-and-v5#v5-1', '从 4.x 升级到 5.x', 6, {section: '更新及迁移', tag: 'default', h3: '5.1：只支持 Tailwind CSS v4'}),
    ];
    expect(rank(results, '5.1 入口')[0]).toBe('/docs/migrations/v4-and-v5#v5-1');
  });

  it('reads a release post’s title as holding the words that ask for a release', () => {
    const results = [
      record('/blog/2026/6/v5.0-release', 'weapp-tailwindcss 5.0 发布：插件自己生成 Tailwind CSS', 10, {kind: 'blog', section: '博客', tag: 'default'}),
      record('/docs/migrations/v4-and-v5#v5-0', '从 4.x 升级到 5.x', 14, {section: '更新及迁移', tag: 'default', h3: '5.0：样式改由插件自己生成'}),
    ];
    expect(rank(results, '5.0 新特性')[0]).toBe('/blog/2026/6/v5.0-release');
    // Not a docs page's: 新特性 is no word of the migration guide's title.
    expect(rank(results, '5.0 改由插件生成')[0]).toBe('/docs/migrations/v4-and-v5#v5-0');
  });

  it('reads what version a page is about from its address, title, sidebar section and docs version', () => {
    expect(pageVersions({url: '/docs/quick-start/v4/mpx', title: 'Mpx', section: '指南 · Tailwind CSS v4', tag: 'docs-default-current'}, docsVersions)).toEqual({tailwind: 4, plugin: [], docs: 5});
    expect(pageVersions({url: '/docs/4.x/quick-start/frameworks/mpx', title: 'Mpx 注册插件', section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'}, docsVersions)).toEqual({tailwind: 3, plugin: [], docs: 4});
    expect(pageVersions({url: '/docs/4.x/api-v2/interfaces/UserDefinedOptions', title: '接口', section: 'API 参考（v2）', tag: 'docs-default-4.x'}, docsVersions)).toMatchObject({tailwind: undefined, plugin: [2]});
    expect(pageVersions({url: '/docs/migrations/v2', title: '从 v2 升级到 v3', section: '更新及迁移', tag: 'default'}, docsVersions)).toEqual({tailwind: undefined, plugin: [2, 3], docs: undefined});
    expect(pageVersions({url: '/blog/2025/9/v4.3-release', title: 'weapp-tailwindcss 4.3 发布', section: '博客', tag: 'default'}, docsVersions).plugin).toEqual([4]);
    expect(pageVersions({url: '/docs/4.x/quick-start/v2', title: 'Tailwind CSS 2.x 旧版支持', section: '指南', tag: 'docs-default-4.x'}, docsVersions).tailwind).toBe(2);
  });

  it('puts the named version first and the other versions after', () => {
    const results = [record('/docs/4.x/quick-start/frameworks/mpx', 'Mpx 注册插件', 10, {section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'}), record('/docs/4.x/quick-start/v4/mpx', 'Mpx 接入', 6, {section: '指南 · Tailwind CSS v4', tag: 'docs-default-4.x'})];
    expect(rank(results, 'mpx v4')[0]).toBe('/docs/4.x/quick-start/v4/mpx');
    expect(rank(results, 'mpx v3')[0]).toBe('/docs/4.x/quick-start/frameworks/mpx');
  });

  it('does not let a section whose own headings name the version asked for give way with the rest of its page', () => {
    const v3Guide = {section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'};
    const results = [
      record('/docs/4.x/quick-start/frameworks/hbuilderx#vue2-webpack4', 'uni-app（HBuilderX）注册插件', 10, {...v3Guide, h2: 'Vue 2 项目', h3: '路线二：使用 Tailwind CSS 2.x 与 webpack 4 插件'}),
      record('/docs/4.x/quick-start/frameworks/taro#register', 'Taro 注册插件', 10, {...v3Guide, h2: '注册插件'}),
      record('/docs/community/templates#hbuilderx', '各框架的模板项目', 6, {section: '生态', tag: 'default', h2: '使用 HBuilderX 构建和开发'}),
    ];
    expect(rank(results, 'hbuilderx 老项目 tailwind 2.x')).toEqual(['/docs/4.x/quick-start/frameworks/hbuilderx#vue2-webpack4', '/docs/community/templates#hbuilderx', '/docs/4.x/quick-start/frameworks/taro#register']);
  });

  it('lets both kinds of version compete when the query does not say which: v2 is a plugin migration or Tailwind CSS 2.x', () => {
    const results = [
      record('/docs/migrations/v3', '从 v3 升级到 v4', 9, {section: '更新及迁移', tag: 'default'}),
      record('/docs/migrations/v2', '从 v2 升级到 v3', 5, {section: '更新及迁移', tag: 'default'}),
      record('/docs/4.x/quick-start/v2', 'Tailwind CSS 2.x 旧版支持', 4, {tag: 'docs-default-4.x'}),
      record('/docs/quick-start/v4', 'Tailwind CSS v4 开发参考手册', 9, {section: '指南 · Tailwind CSS v4'}),
    ];
    expect(rank(results, 'v2 配置').slice(0, 2).sort()).toEqual(['/docs/4.x/quick-start/v2', '/docs/migrations/v2']);
    expect(rank(results, 'weapp-tailwindcss v2 配置')[0]).toBe('/docs/migrations/v2');
    expect(rank(results, 'tailwindcss v2 配置')[0]).toBe('/docs/4.x/quick-start/v2');
  });

  it('without a version in the query, leads with the current lines only among near-equal scores', () => {
    const results = [record('/docs/4.x/quick-start/frameworks/mpx', 'Mpx 注册插件', 10.5, {section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'}), record('/docs/4.x/quick-start/v4/mpx', 'Mpx 接入', 10, {section: '指南 · Tailwind CSS v4', tag: 'docs-default-4.x'})];
    expect(rank(results, 'mpx')[0]).toBe('/docs/4.x/quick-start/v4/mpx');
    const farBetter = [record('/docs/4.x/quick-start/frameworks/rax', 'Rax', 30, {section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'}), record('/docs/4.x/quick-start/v4/mpx', 'Mpx', 2, {section: '指南 · Tailwind CSS v4', tag: 'docs-default-4.x'})];
    expect(rank(farBetter, 'rax')[0]).toBe('/docs/4.x/quick-start/frameworks/rax');
  });

  it('puts a page whose title or slug is the query first, whatever its section and score', () => {
    const results = [
      record('/docs/api/interfaces/UserDefinedOptions#rem2rpx', '接口: UserDefinedOptions', 40, {section: 'API 参考', h2: '重要配置', h3: 'rem2rpx'}),
      record('/docs/quick-start/v4/tutorial#units', 'Tailwind CSS v4 小程序实战', 30, {section: '指南 · Tailwind CSS v4'}),
      record('/docs/4.x/quick-start/rem2rpx', 'rem 转 rpx（或 px）', 3, {section: '指南 · Tailwind CSS v3', tag: 'docs-default-4.x'}),
    ];
    expect(rank(results, 'rem2rpx')[0]).toBe('/docs/4.x/quick-start/rem2rpx');
    expect(rank(results, 'rem 转 rpx')[0]).toBe('/docs/4.x/quick-start/rem2rpx');
    // A heading id that is the query comes next: the API entry before the tutorial.
    expect(rank(results, 'rem2rpx')[1]).toBe('/docs/api/interfaces/UserDefinedOptions#rem2rpx');
    expect(exactKey('如何配置项概览')).toBe(exactKey('配置项'));
    expect(exactKey('7. 暗色模式')).toBe('暗色模式');
  });

  it('reads a version that starts a query or a title as the version, not a step number (3.x 升级, 4.3.0 发布)', () => {
    expect(exactKey('3.x 升级')).toBe('3x升级');
    expect(exactKey('4.3.0 发布')).toBe('430发布');
    expect(exactKey('2、安装')).toBe('安装');
    // 3.x 升级 is no title 从 4.x 升级到 5.x says: its x升级 is not the reader's 3.x.
    const results = [
      record('/docs/migrations/v4-and-v5', '从 4.x 升级到 5.x', 30, {section: '更新及迁移', tag: 'default'}),
      record('/docs/migrations/v3', '从 v3 升级到 v4', 20, {section: '更新及迁移', tag: 'default'}),
    ];
    expect(rank(results, '3.x 升级')[0]).toBe('/docs/migrations/v3');
  });

  it('puts the page titled with a package the reader added before something broke first (taro 装了 nutui 以后 shadow 没了)', () => {
    const guide = record('/docs/quick-start/v4/taro-vite#gradients', 'Taro 4（Vite）接入 Tailwind CSS v4', 300, {category: 'Taro', h2: '常见问题', h3: '渐变、阴影等依赖 CSS 变量的工具类失效', queryTerms: ['渐变', '失效', 'taro', 'nutui']});
    const page = record('/docs/issues/use-with-nutui#cause', '和 NutUI 一起使用', 250, {section: '常见问题', h2: '原因', queryTerms: ['渐变', '失效', 'taro', 'nutui']});
    expect(rank([guide, page], 'taro 装了 nutui 以后 渐变都没了')[0]).toBe(page.url);
    expect(rank([guide, page], 'taro 引入 nutui 之后 渐变 不显示')[0]).toBe(page.url);
    // Named without adding it, NutUI is a word of the query as any other.
    expect(rank([guide, page], 'taro nutui 渐变 失效')[0]).toBe(guide.url);
  });

  it('reads no major, CSS unit or platform the reader used before something broke as a package (用了 v4 之后, 用了 rpx 后)', () => {
    for (const query of ['装了 v4 以后 @apply 报错', '用了 rpx 后 H5 尺寸不对', '用了 px 之后 真机尺寸不对', '加了 h5 以后 图标偏移']) expect(queryIntent(query).addedPackages).toEqual([]);
    expect(queryIntent('taro 装了 nutui 以后 渐变都没了').addedPackages).toEqual(['nutui']);
  });

  it('puts a section headed by what the reader does without (不用打包工具) after the others, not one whose heading goes without it', () => {
    const terms = ['打包', '工具', '命令行'];
    const list = record('/docs/intro#bundlers', '简介', 100, {h2: '支持哪些框架和工具', h3: '打包工具', queryTerms: terms});
    const cli = record('/docs/tools/weapp-tw-cli#build', '命令行工具 weapp-tw（@weapp-tailwindcss/cli）', 90, {h2: '生成 CSS', queryTerms: terms});
    expect(rank([list, cli], '不用打包工具 命令行')[0]).toBe(cli.url);
    expect(rank([list, cli], '打包工具 命令行')[0]).toBe(list.url);
    const without = record('/docs/guide#no-bundler', '指南', 100, {h2: '不经过打包工具', queryTerms: terms});
    expect(rank([without, cli], '不用打包工具 命令行')[0]).toBe(without.url);
    expect(ruledOutWords('不想引入构建工具 支持吗')).toEqual([['构建', '工具']]);
    // 没有 says what is missing (the hints the reader wants), not what they do without.
    expect(ruledOutWords('装了插件 没有提示')).toEqual([]);
  });

  it('rules out only a tool or a build step, not what the answer is headed by (不使用 rpx 直接写 px, 类名不走转义)', () => {
    for (const query of ['不使用 rpx 直接写 px 可以吗', 'js 里的类名不走转义', '不依赖 css 变量的写法', '样式不经过 postcss 处理']) expect(ruledOutWords(query)).toEqual([]);
    expect(ruledOutWords('不想用打包工具 只要一份 wxss')).toEqual([['打包', '工具']]);
  });

  it('reads a major right after 插件 as the plugin’s, not Tailwind CSS’s (插件 2.x 怎么升级), unless another product’s name is before it', () => {
    expect(namedVersions('插件 2.x 怎么升级')).toEqual([{kind: 'plugin', major: 2}]);
    expect(namedVersions('这个插件的 v3 还维护吗')).toEqual([{kind: 'plugin', major: 3}]);
    expect(namedVersions('eslint 插件 v3')).toEqual([{kind: 'either', major: 3}]);
    expect(namedVersions('tailwind 插件 v3')).toEqual([{kind: 'either', major: 3}]);
    const results = [
      record('/docs/4.x/quick-start/v2', 'Tailwind CSS 2.x 旧版支持（webpack 4 / PostCSS 7）', 30, {tag: 'docs-default-4.x'}),
      record('/docs/migrations/v2', '从 v2 升级到 v3', 20, {section: '更新及迁移', tag: 'default'}),
    ];
    expect(rank(results, '插件 2.x 怎么升级')[0]).toBe('/docs/migrations/v2');
  });

  it('tells the migrations apart by the line a query moves from or to (3.x 怎么升级 is 从 v3 升级到 v4, 升级到 3.x 从 v2 升级到 v3)', () => {
    expect(movedMajors('weapp-tailwindcss 3.x 怎么升级')).toEqual({from: [3], to: []});
    expect(movedMajors('插件 2.x 怎么升级')).toEqual({from: [2], to: []});
    expect(movedMajors('v3 的项目 迁移')).toEqual({from: [3], to: []});
    // A major right before the move alone may be either end (Vue 3 迁移 moves to Vue 3).
    expect(movedMajors('3.x 升级')).toEqual({from: [], to: []});
    expect(movedMajors('升级到 weapp-tailwindcss v3')).toEqual({from: [], to: [3]});
    expect(movedMajors('3.x 升级 4.x')).toEqual({from: [3], to: [4]});
    // Tailwind CSS's majors are no migration's lines, nor a major after a move without 到 (升级 v4 后 is the reader's line, either way).
    expect(movedMajors('tailwind v3 升级 v4')).toEqual({from: [], to: []});
    expect(movedMajors('升级 v4 后 报错')).toEqual({from: [], to: []});
    const results = [
      record('/docs/migrations/v2', '从 v2 升级到 v3', 30, {section: '更新及迁移', tag: 'default'}),
      record('/docs/migrations/v3', '从 v3 升级到 v4', 20, {section: '更新及迁移', tag: 'default'}),
    ];
    expect(rank(results, 'weapp-tailwindcss 3.x 怎么升级')[0]).toBe('/docs/migrations/v3');
    expect(rank([...results].reverse().map((result, at) => ({...result, score: 30 - 10 * at})), '升级到 3.x')[0]).toBe('/docs/migrations/v2');
  });

  it('reads 迁移 as 升级 in a title that says the query: 从 v2 迁移 is 从 v2 升级到 v3', () => {
    const results = [
      record('/docs/migrations/v3', '从 v3 升级到 v4', 20, {section: '更新及迁移', tag: 'default'}),
      record('/docs/migrations/v1', '从 v1 升级到 v2', 12, {section: '更新及迁移', tag: 'default'}),
      record('/docs/migrations/v2', '从 v2 升级到 v3', 5, {section: '更新及迁移', tag: 'default'}),
    ];
    expect(rank(results, '从 v2 迁移')[0]).toBe('/docs/migrations/v2');
    // The lines typed as bare numbers (从2升级到3) are read as the titles write them.
    expect(rank(results, '从2升级到3')[0]).toBe('/docs/migrations/v2');
  });

  it('brings the section that holds a pasted message first', () => {
    const message = "Cannot find module 'webpack/lib/FlagEntryExportAsUsedPlugin'";
    const results = [
      record('/docs/issues/troubleshooting#graph-helpers', '按报错信息排查', 30, {content: "Error: Cannot find module 'webpack/lib/GraphHelpers'"}),
      record('/docs/quick-start/v4/mpx#faq', 'Mpx 接入', 9, {content: `构建就报 ${message}：固定 webpack 版本。`}),
    ];
    expect(rank(results, `Error: ${message}`)[0]).toBe('/docs/quick-start/v4/mpx#faq');
  });

  it('brings first a section that holds every word of a pasted message though its shipped text ends before it', () => {
    const query = "Error: Cannot find module 'webpack/lib/FlagEntryExportAsUsedPlugin'";
    const words = queryIntent(query).termGroups.map(([typed]) => typed);
    const results = [
      record('/docs/issues/troubleshooting#cut-a', '按报错信息排查', 30, {content: '先看报错的模块名。'}),
      // The index matched every word of the message in this section; the text it ships was cut before the message.
      record('/docs/quick-start/v4/mpx#cut-b', 'Mpx 接入', 9, {content: '构建就报错：固定 webpack 版本。', queryTerms: words}),
    ];
    expect(rank(results, query)[0]).toBe('/docs/quick-start/v4/mpx#cut-b');
  });

  it('brings first a section that holds a reader’s typed sentence word for word, not one that only holds its words', () => {
    const query = '我的项目还在用 tailwind v3，能直接升级到 weapp-tailwindcss 5 吗';
    const words = queryIntent(query).termGroups.map(([typed]) => typed);
    expect(queryIntent(query)).toMatchObject({printedMessage: false});
    expect(queryIntent(query).pastedLines).not.toEqual([]);
    const results = [
      record('/docs/intro#choose-version', '简介', 9, {content: '项目用 Tailwind CSS v3 时直接选 4.x。', queryTerms: words}),
      record('/docs/migrations/v4-and-v5#before-you-start', '从 4.x 升级到 5.x', 30, {content: '升级前先确认项目用的 Tailwind CSS 版本。'}),
    ];
    expect(rank(results, query)[0]).toBe('/docs/migrations/v4-and-v5#before-you-start');
    // Typed word for word, it is still found as a quoted line is.
    const quoted = [results[1], record('/docs/issues#faq', '常见问题', 5, {content: '我的项目还在用 tailwind v3，能直接升级到 weapp-tailwindcss 5 吗？先看迁移指南。'})];
    expect(rank(quoted, query)[0]).toBe('/docs/issues#faq');
  });

  it('reads a pasted message\'s tool versions as no release and no version', () => {
    expect(queryIntent('./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)')).toMatchObject({versions: [], namesRelease: false});
  });

  it('prefers docs to a blog post for a reference term, unless the query names a release', () => {
    const results = [record('/blog/2025/9/v4.3-release', 'weapp-tailwindcss 4.3 发布：新增 logLevel', 10, {kind: 'blog', section: '博客', tag: 'default'}), record('/docs/api/interfaces/UserDefinedOptions#loglevel', '接口: UserDefinedOptions', 5)];
    expect(rankRecords(results, queryIntent('logLevel'), docsVersions)[0].kind).toBe('docs');
    expect(rankRecords(results, queryIntent('4.3 发布 logLevel'), docsVersions)[0].kind).toBe('blog');
  });

  it('takes the heading of a release post for no exact match: the docs section about it comes first', () => {
    const results = [
      record('/blog/2026/5/v4.12-release#node-version', 'weapp-tailwindcss 4.12 发布', 100, {kind: 'blog', section: '博客', tag: 'default', h2: 'Node.js 版本要求'}),
      record('/docs/migrations/v4-and-v5#v5-2', '从 4.x 升级到 5.x', 60, {section: '更新及迁移', tag: 'default', h2: '破坏性变化', h3: '5.2：Node.js 要求提高'}),
    ];
    expect(rank(results, 'Node.js 版本要求')[0]).toBe('/docs/migrations/v4-and-v5#v5-2');
    // Docs pages keep theirs: the same heading in the guide makes it the answer.
    const guide = [results[1], record('/docs/quick-start/compatibility#node', '兼容性', 30, {h2: 'Node.js 版本要求'})];
    expect(rank(guide, 'Node.js 版本要求')[0]).toBe('/docs/quick-start/compatibility#node');
  });

  it('does not raise a release post for a heading that holds words the query typed together', () => {
    // 版本要求 in the post's heading names a feature of that release, not where it is documented.
    const results = [
      record('/blog/2026/7/v5.2-release#requirements', 'weapp-tailwindcss 5.2 发布', 100, {kind: 'blog', section: '博客', tag: 'default', h2: 'Node.js 与 HBuilderX 的版本要求'}),
      record('/docs/migrations/v4-and-v5#v5-2', '从 4.x 升级到 5.x', 40, {section: '更新及迁移', tag: 'default', h2: '破坏性变化', h3: '5.2：Node.js 要求提高'}),
    ];
    expect(rank(results, 'Node.js 版本要求')[0]).toBe('/docs/migrations/v4-and-v5#v5-2');
    expect(rank(results, '5.2 发布 版本要求')[0]).toBe('/blog/2026/7/v5.2-release#requirements');
  });

  it('raises a section whose headings hold every word of the query, not one whose headings hold some of them', () => {
    const results = [
      record('/docs/issues/use-with-wot-design-uni#dark-mode', '和 wot-design-uni 一起使用', 270, {h2: '主题：让 Tailwind 与 wot 的 CSS 变量联动', h3: '暗色模式'}),
      record('/docs/quick-start/apply-themes#dark-variant', '小程序多主题方案', 250, {h2: '让 dark: 变体跟随主题 class'}),
    ];
    expect(rank(results, 'dark 变体')[0]).toBe('/docs/quick-start/apply-themes#dark-variant');
    // One word is no more in one heading than the score says.
    expect(rank(results, 'dark')[0]).toBe('/docs/issues/use-with-wot-design-uni#dark-mode');
  });

  it('counts a word of the query about once in a section that matched it and its synonyms', () => {
    const results = [
      // 生效 and 失效 are one word of the query (不生效): this section scores it twice over hover.
      record('/docs/issues#styles', '常见问题', 100, {queryTerms: ['生效', '失效', 'hover']}),
      record('/docs/issues/troubleshooting#hover', '按报错信息排查', 90, {queryTerms: ['hover', '生效']}),
    ];
    // 100 × √(2 words / 3 terms) ≈ 82 against 90.
    expect(rank(results, 'hover 不生效')[0]).toBe('/docs/issues/troubleshooting#hover');
    // …and against 75 it stays first: the square root, not the share itself (67).
    const lower = [{...results[0], url: '/docs/issues-3#styles'}, {...results[1], url: '/docs/issues/troubleshooting-3#hover', score: 75}];
    expect(rank(lower, 'hover 不生效')[0]).toBe('/docs/issues-3#styles');
    // A section that matched each word once keeps its score (other addresses: what ranking reads of a page is kept by its address).
    const once = [record('/docs/issues-2#styles', '常见问题', 100, {queryTerms: ['生效', 'hover']}), {...results[1], url: '/docs/issues/troubleshooting-2#hover'}];
    expect(rank(once, 'hover 不生效')[0]).toBe('/docs/issues-2#styles');
  });

  it('counts a code word with its marks as one word of the query when it raises a section for holding every word', () => {
    expect(['@apply', 'uni-app', '@weapp-tailwindcss/merge', '@tailwind base', 'dark 变体'].map((query) => queryIntent(query).wordCount)).toEqual([1, 1, 1, 2, 2]);
    const results = [
      record('/docs/at-rules#in-apply', '样式', 100, {h2: '在 @apply 里写'}),
      record('/docs/class-names#how', '类名', 150, {h2: '写法'}),
    ];
    // @apply is one word (its groups are @apply and apply): its heading is no more than the score says.
    expect(rank(results, '@apply')[0]).toBe('/docs/class-names#how');
  });

  it('does not raise a section for headings that hold every word when its page’s title already does', () => {
    const results = [
      record('/docs/dark-title#how', 'dark 模式的变体', 100, {h2: '写法'}),
      record('/docs/themes#dark', '主题', 250, {h2: '用 dark 写变体'}),
    ];
    // The title holds dark and 变体 (100 × 4 = 400), the other section's headings too (250 × 2 = 500): the title counts once.
    expect(rank(results, 'dark 变体')[0]).toBe('/docs/themes#dark');
  });

  it('counts each part of a code word with separators as a word of the query in a page’s term coverage', () => {
    const results = [
      record('/docs/uni-app-guide#x', 'uni-app 指南', 100, {queryTerms: ['uni-app', 'uni', 'app']}),
      record('/docs/cross-platform#y', '跨端', 150, {queryTerms: ['多端']}),
    ];
    // The uni-app page holds three of the four words (100 × 3/4 = 75), the other one of four (150 × 1/4).
    expect(rank(results, 'uni-app x 多端')[0]).toBe('/docs/uni-app-guide#x');
  });

  it('counts a word a strong section’s headings hold in its page’s term coverage, as the title’s (Vue 3 项目 holds vue3)', () => {
    const results = [
      record('/docs/cover/other#x', '页面甲', 100, {h2: '概述', queryTerms: ['h5']}),
      // The index's terms are vue and 3; the heading says vue3 as a title would (80 × 2/2 before 100 × 1/2).
      record('/docs/cover/vue#y', '页面乙', 80, {h2: 'Vue 3 项目', queryTerms: ['h5']}),
    ];
    expect(rank(results, 'vue3 h5')[0]).toBe('/docs/cover/vue#y');
  });

  it('counts the words of a section that scores exactly the coverage share of its page’s best', () => {
    const results = [
      record('/docs/share/page-a#one', '页面甲', 40, {h2: '概述', queryTerms: ['h5']}),
      // 10 is a quarter of 40: this section's word counts, so page A holds both words (40 × 2/2).
      record('/docs/share/page-a#two', '页面甲', 10, {h2: '说明', queryTerms: ['rpx']}),
      record('/docs/share/page-b#one', '页面乙', 25, {h2: '概述', queryTerms: ['h5', 'rpx']}),
    ];
    expect(rank(results, 'h5 rpx')[0]).toBe('/docs/share/page-a#one');
  });

  it('ranks a page that holds every word of the query across its sections before one whose best section holds some of them', () => {
    const results = [
      record('/docs/quick-start/rem2rpx#h5', 'rem 转 rpx（或 px）', 13, {queryTerms: ['h5', 'rpx']}),
      record('/docs/multi-platform#h5-svg', '跨多端开发 CSS 兼容', 8, {queryTerms: ['h5', '样式']}),
      record('/docs/multi-platform#android-rgb', '跨多端开发 CSS 兼容', 5, {queryTerms: ['失效', 'rpx']}),
    ];
    expect(rank(results, 'h5 样式失效 rpx')[0]).toBe('/docs/multi-platform#h5-svg');
    // A synonym answers for its word: 生效 (the index's term for 不生效) for 失效. Without it the page would hold
    // three of the four words (8 × 3/4 = 6) and come after rem2rpx's two of four (13 × 2/4 = 6.5).
    const synonym = [results[0], results[1], record('/docs/multi-platform#android-rgb', '跨多端开发 CSS 兼容', 5, {queryTerms: ['生效', 'rpx']})];
    expect(rank(synonym, 'h5 样式失效 rpx')[0]).toBe('/docs/multi-platform#h5-svg');
  });

  it('does not count the words that only say how a reader asks (用法, 如何) among the words a page must hold', () => {
    const results = [
      record('/docs/quick-start/css-unit-transform#units', 'CSS 单位转化', 10, {queryTerms: ['rem2rpx']}),
      record('/docs/community/merge#usage', '类名合并', 6, {queryTerms: ['rem2rpx', '用法']}),
    ];
    // Counting 用法, the page about units would hold one of two words (10 × 1/2 = 5) and come after 6.
    expect(rank(results, 'rem2rpx 用法')[0]).toBe('/docs/quick-start/css-unit-transform#units');
  });

  it('finds a word in a title whatever the separators between its characters, but not inside a longer word', () => {
    const title = wordText('unifiedviteweapptailwindcssplugin 与 weapp-tailwindcss/vite：rpx 换算（tailwind css v4）');
    expect(holdsWord(title, 'weapptailwindcss')).toBe(true);
    expect(holdsWord(title, 'tailwindcss')).toBe(true);
    expect(holdsWord(title, 'tailwindcssv4')).toBe(true);
    expect(holdsWord(title, 'rpx换算')).toBe(true);
    expect(holdsWord(title, 'px')).toBe(false);
    expect(holdsWord(title, 'vitew')).toBe(false);
    // A word with marks keeps them: uni-app is not uniapp.
    expect(holdsWord(wordText('uni-app x 专题'), 'uni-app')).toBe(true);
    expect(holdsWord(wordText('uniapp x 专题'), 'uni-app')).toBe(false);
  });

  it('finds a word with marks where its marks stand, as a pattern that allows any marks around them does', () => {
    // The definition: the word's characters in order, any run of characters that are no letters or digits between
    // them, a word boundary where it starts or ends with a–z or 0–9.
    const pattern = (word: string) => {
      const characters = [...word].map((character) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
      const start = /^[a-z0-9]/.test(word) ? '(?<![a-z0-9])' : '';
      const end = /[a-z0-9]$/.test(word) ? '(?![a-z0-9])' : '';
      return new RegExp(`${start}${characters.join('[^\\p{L}\\p{N}]*')}${end}`, 'u');
    };
    const words = ['uni-app', 'weapp-tailwindcss', '@apply', '5.x', 'node.js', 'tailwind.config.js', 'c++', '`>`', 'a-b-c', '😀-app', 'uni-😀'];
    const texts = [
      'uni-app x 专题', 'uniapp', 'uni - app', 'myuni-app', 'uni-apps', 'uni--app', 'u-n-i-a-p-p', 'uni-app,uni-app', 'xuni-app uni-app',
      'weapp-tailwindcss/vite', 'weapp tailwindcss', '@weapp-tailwindcss', '用 @apply 合并', 'apply', '@ apply', '4.x 与 5.x', '5x', '5.xy',
      'node.js 18', 'node. js', 'tailwind.config.js 怎么写', 'tailwind-config.js', 'c++ 与 c', 'c+ +', 'unexpected token `>`', '`~`', 'a-b-c', 'a-bc', 'ab-c', 'a -b- c',
      '😀-app 图标', '😀app', 'uni-😀', 'uni😀', '',
    ];
    for (const word of words) {
      for (const text of texts) expect([word, text, holdsWord(wordText(text), word)]).toEqual([word, text, pattern(word).test(text)]);
    }
  });

  it('keeps the shapes of at most KNOWN_WORD_SHAPES words', () => {
    for (let at = 0; at <= KNOWN_WORD_SHAPES + 10; at++) holdsWord(wordText('uni-app'), `word-${at}`);
    expect(knownWordShapes()).toBeGreaterThan(0);
    expect(knownWordShapes()).toBeLessThanOrEqual(KNOWN_WORD_SHAPES);
    expect(holdsWord(wordText('uni-app'), 'uni-app')).toBe(true);
  });

  it('ranks a page whose title holds every term first, a term not inside a longer word', () => {
    const results = [record('/docs/uni-app-x', 'uni-app x 专题', 10), record('/docs/uni-app-x/install', 'uni-app x 快速集成', 4)];
    expect(rank(results, 'uni-app x 快速集成')[0]).toBe('/docs/uni-app-x/install');
    const unitPages = [record('/docs/quick-start/rem2rpx#to-px', 'rem 转 rpx（或 px）', 10), record('/docs/quick-start/css-unit-transform#px2rpx', 'CSS 单位转化', 8, {h2: 'px 转 rpx'})];
    expect(rank(unitPages, 'px 转 rpx')[0]).toBe('/docs/quick-start/css-unit-transform#px2rpx');
  });

  it('does not read the product’s name in the path of a module an API reference page is titled by', () => {
    const terms = {queryTerms: ['weapp-tailwindcss', 'tailwindcss']};
    const results = [record('/docs/api/entries/vite', 'weapp-tailwindcss/vite', 100, {h2: '导出', h3: 'WeappTailwindcss', ...terms}), record('/docs/intro', 'weapp-tailwindcss 简介', 80, terms)];
    expect(rank(results, 'weapp-tailwindcss 是什么')[0]).toBe('/docs/intro');
    // The module's own name is still in its title: with its sidebar section, it holds every word of `vite 指南`.
    const vite = [record('/docs/api/vite-entry', 'weapp-tailwindcss/vite', 100, {queryTerms: ['vite', '指南']}), record('/docs/other', '其他', 150, {queryTerms: ['vite', '指南']})];
    expect(rank(vite, 'vite 指南')[0]).toBe('/docs/api/vite-entry');
    // A scoped package's name is not a path under the product's name: `@weapp-tailwindcss/cli` still names it.
    const cli = [record('/docs/tools/weapp-tw-cli', '命令行工具（@weapp-tailwindcss/cli）', 100, terms), record('/docs/other', '其他', 150, terms)];
    expect(rank(cli, 'weapp-tailwindcss 是什么')[0]).toBe('/docs/tools/weapp-tw-cli');
  });

  it('puts a chapter the query names (an h2 with subsections) before a single section of that name, except in a release post', () => {
    const results = [
      record('/docs/issues/use-with-wot-design-uni#dark-mode', '和 wot-design-uni 一起使用', 250, {h2: '主题：让 Tailwind 与 wot 的 CSS 变量联动', h3: '暗色模式'}),
      record('/docs/quick-start/v4/tutorial/workflow#dark-mode', 'Tailwind CSS v4 小程序实战：进阶篇', 98, {h2: '7. 暗色模式'}),
      record('/docs/quick-start/v4/tutorial/workflow#dark-system', 'Tailwind CSS v4 小程序实战：进阶篇', 180, {h2: '7. 暗色模式', h3: '方案一：跟随系统'}),
    ];
    expect(rank(results, '暗色模式')[0]).toBe('/docs/quick-start/v4/tutorial/workflow#dark-mode');
    // 暗黑 is read as 暗色: the chapter is still the one the query names.
    expect(rank(results, '暗黑模式')[0]).toBe('/docs/quick-start/v4/tutorial/workflow#dark-mode');
    const releasePost = [
      record('/docs/api/interfaces/UserDefinedOptions#csscalc', '配置项 UserDefinedOptions', 20, {h2: '样式', h3: 'cssCalc'}),
      record('/blog/2025/9/v4.3-release#csscalc', 'weapp-tailwindcss 4.3 发布', 70, {kind: 'blog', section: '博客', tag: 'default', h2: 'cssCalc'}),
      record('/blog/2025/9/v4.3-release#csscalc-example', 'weapp-tailwindcss 4.3 发布', 40, {kind: 'blog', section: '博客', tag: 'default', h2: 'cssCalc', h3: '示例'}),
    ];
    expect(rank(releasePost, 'cssCalc')[0]).toBe('/docs/api/interfaces/UserDefinedOptions#csscalc');
  });

  it('raises a section whose headings hold words the query typed together, not the same words apart', () => {
    const results = [
      record('/docs/issues/taro-terser#remove-terser-plugin', 'Taro 中使用 terser 压缩代码', 220, {h2: '解决方案', h3: '删除自行注册的 terser 插件'}),
      record('/docs/quick-start/v4/taro-webpack#register', 'Taro 4（webpack5）接入 Tailwind CSS v4', 204, {h2: '4. 在 config/index.ts 中注册插件'}),
    ];
    expect(rank(results, 'Taro 注册插件')[0]).toBe('/docs/quick-start/v4/taro-webpack#register');
    // Typed apart, the words are no phrase: the score decides.
    expect(rank(results, 'Taro 注册 插件')[0]).toBe('/docs/issues/taro-terser#remove-terser-plugin');
    // The page title is a heading too: 多主题 in 小程序多主题方案.
    const themes = [
      record('/docs/issues/use-with-wot-design-uni#theme-variables', '和 wot-design-uni 一起使用', 40, {h2: '主题', h3: '用 Tailwind 设置主题变量'}),
      record('/docs/quick-start/apply-themes#define-vars', '小程序多主题方案', 30, {h2: '第一步：定义主题变量'}),
    ];
    expect(rank(themes, '多主题')[0]).toBe('/docs/quick-start/apply-themes#define-vars');
  });

  it('raises a section whose headings name the file the query names over one that names it in passing', () => {
    const results = [
      record('/docs/tools/weapp-tw-cli#target-weapp', 'weapp-tw CLI', 370, {h2: '输出目录', queryTerms: ['程序', '样式', 'app.wxss']}),
      record('/docs/issues#classes-missing-from-app-wxss', '常见问题', 320, {
        h2: '快速问答',
        h3: '页面里写的类名没有生成到 app.wxss',
        queryTerms: ['程序', '样式', 'app.wxss'],
      }),
    ];
    expect(rank(results, '小程序 app.wxss 没样式')[0]).toBe('/docs/issues#classes-missing-from-app-wxss');
    // A word of the file's name alone is no file: `app` names none.
    const withoutFile = results.map(({queryTerms, ...result}) => result);
    expect(rank(withoutFile, '小程序 app 没样式')[0]).toBe('/docs/tools/weapp-tw-cli#target-weapp');
    // A heading that names the file for another matter, in a section that holds none of the query's other words, is no phrase.
    const otherMatter = [
      record('/docs/quick-start/v4/tutorial/advanced#bundle-size', '进阶', 300, {h2: '3. 产物体积与构建性能', queryTerms: ['体积', 'app.wxss']}),
      record('/docs/issues#classes-missing-from-app-wxss', '常见问题', 200, {h2: '快速问答', h3: '页面里写的类名没有生成到 app.wxss', queryTerms: ['app.wxss']}),
    ];
    expect(rank(otherMatter, 'app.wxss 体积太大')[0]).toBe('/docs/quick-start/v4/tutorial/advanced#bundle-size');
    // Nor is the base name of a file with two dots (`vue.config` of `vue.config.js`) another word of the query its heading holds.
    const configForOtherMatter = [
      record('/docs/quick-start/v4/tutorial/advanced#bundle-size', '进阶', 300, {h2: '3. 产物体积与构建性能', queryTerms: ['体积', 'vue.config.js']}),
      record('/docs/quick-start/v4/uni-app-webpack#vue-config', 'uni-app webpack', 200, {h2: '2. 在 vue.config.js 中注册插件', queryTerms: ['vue.config.js']}),
    ];
    expect(rank(configForOtherMatter, 'vue.config.js 体积太大')[0]).toBe('/docs/quick-start/v4/tutorial/advanced#bundle-size');
  });

  it('raises a page whose address is a code name of the query that its title says otherwise (rem2rpx of rem 转 rpx)', () => {
    const results = [
      record('/docs/options#defaults', '配置项概览', 160, {h2: '查看实际生效的默认值'}),
      record('/docs/quick-start/rem2rpx#choose', 'rem 转 rpx（或 px）', 53, {h2: '在哪里配置'}),
    ];
    expect(rank(results, '配置了 rem2rpx 不生效')[0]).toBe('/docs/quick-start/rem2rpx#choose');
    // An address that is a version is read as one, not as the page the query names.
    const versions = [
      record('/docs/guide/setup#steps', '接入步骤', 160, {h2: '说明'}),
      record('/docs/guide/v3#steps', '旧版接入', 53, {h2: '说明'}),
    ];
    expect(rank(versions, 'v3 说明')[0]).toBe('/docs/guide/setup#steps');
    // Nor is a plain English word (install, mpx): the reader's npm install is no guide's install step.
    const plainWords = [
      record('/docs/issues/troubleshooting#install', '按报错信息排查', 160, {h2: '安装依赖时'}),
      record('/docs/quick-start/native/install#deps', '1. 准备项目', 53, {h2: '说明'}),
    ];
    expect(rank(plainWords, 'npm install 失败')[0]).toBe('/docs/issues/troubleshooting#install');
    const frameworks = [
      record('/docs/guide/setup#steps', '接入步骤', 160, {h2: '说明'}),
      record('/docs/guide/mpx#steps', '旧版接入', 53, {h2: '说明'}),
    ];
    expect(rank(frameworks, 'mpx 说明')[0]).toBe('/docs/guide/setup#steps');
    // A name with an inner capital is a code name too.
    const camelCase = [
      record('/docs/options#defaults', '配置项概览', 160, {h2: '说明'}),
      record('/docs/quick-start/intelliSense#vscode', 'IDE 智能提示设置', 53, {h2: '说明'}),
    ];
    expect(rank(camelCase, 'intelliSense 说明')[0]).toBe('/docs/quick-start/intelliSense#vscode');
  });

  it('reads a long query as a pasted message only when it looks like one, not by its length', () => {
    expect(looksPasted('安装 weapp-tailwindcss')).toBe(false);
    expect(looksPasted('UnifiedViteWeappTailwindcssPlugin 改名')).toBe(false);
    expect(looksPasted("Error: Cannot find module 'webpack/lib/GraphHelpers'")).toBe(true);
    expect(looksPasted('Tailwind CSS 未安装，已跳过 Tailwind 相关补丁')).toBe(true);
    expect(looksPasted('Unknown word UnifiedWebpackPluginV5')).toBe(true);
    // One long code token is a name to find word for word; a short one is a word to look for.
    expect(looksPasted('weapp-tailwindcss-webpack-plugin')).toBe(true);
    expect(looksPasted('weapp-tailwindcss')).toBe(false);
    expect(looksPasted('PostCSS plugin tailwindcss requires PostCSS 8')).toBe(true);
    // Twenty characters of typed words: a section that holds them all is no quoted message, the score decides.
    const results = [
      record('/docs/quick-start/native/install#next', '1. 准备项目并安装 Tailwind CSS', 10, {content: '安装 weapp-tailwindcss 之后', queryTerms: ['安装', 'weapp-tailwindcss']}),
      record('/docs/quick-start/v4#install', 'Tailwind CSS v4 开发参考手册', 30, {content: '安装', queryTerms: ['安装', 'weapp-tailwindcss']}),
    ];
    expect(queryIntent('安装 weapp-tailwindcss').pastedLines).toEqual([]);
    expect(rank(results, '安装 weapp-tailwindcss')[0]).toBe('/docs/quick-start/v4#install');
  });

  it('asks a title for a code word written in one run, not for each of its camelCase parts', () => {
    expect(queryIntent('UnifiedViteWeappTailwindcssPlugin 改名').wordGroups).toEqual([['改名'], ['unifiedviteweapptailwindcssplugin']]);
    // The parts of a word with separators are words a title holds too.
    expect(queryIntent('uni-app 安装').wordGroups).toEqual([['安装'], ['uni-app', 'uniapp'], ['uni']]);
    // A word of letters and digits written in one run (`uniapp`) has no parts to drop.
    expect(queryIntent('uni-app uniapp').wordGroups).toEqual([['uni-app', 'uniapp'], ['uni'], ['uniapp']]);
    const terms = ['customattributes', 'custom', 'attributes', '数组'];
    const results = [
      record('/docs/options#other', '其他配置', 30, {queryTerms: terms}),
      record('/docs/api/interfaces/UserDefinedOptions#customattributes', '数组形式的 customAttributes', 10, {queryTerms: terms}),
    ];
    // The title holds both words the reader typed (10 × 4 = 40), though `custom` and `attributes` only inside one of them.
    expect(rank(results, 'customAttributes 数组')[0]).toBe('/docs/api/interfaces/UserDefinedOptions#customattributes');
  });

  it('counts a camelCase part of a code word of the query at half a word, and no word the reader typed', () => {
    const records: SearchRecord[] = [
      {id: '/docs/a', url: '/docs/a', title: 'A', section: '指南', kind: 'docs', tag: 'docs-default-current', content: 'vite 配置'},
      {id: '/docs/b', url: '/docs/b', title: 'B', section: '指南', kind: 'docs', tag: 'docs-default-current', content: '改名 说明'},
      {id: '/docs/c', url: '/docs/c', title: 'C', section: '指南', kind: 'docs', tag: 'docs-default-current', content: 'rpx 单位'},
      {id: '/docs/d', url: '/docs/d', title: 'D', section: '指南', kind: 'docs', tag: 'docs-default-current', content: 'uni 平台 app 端'},
    ];
    const miniSearch = new MiniSearch<SearchRecord>(indexOptions);
    miniSearch.addAll(records);
    const scores = (query: string, options: typeof searchOptions) => Object.fromEntries(miniSearch.search(query, options).map(({id, score}) => [id, score]));
    const ratio = (query: string, id: string) => scores(query, searchOptionsFor(query))[id] / scores(query, searchOptions)[id];
    expect(ratio('UnifiedVitePlugin 改名', '/docs/a')).toBeCloseTo(0.5);
    expect(ratio('UnifiedVitePlugin 改名', '/docs/b')).toBeCloseTo(1);
    // `rpx` is a word of its own here, though `rem2rpx` holds it; `uni` and `app` are words of `uni-app` a page holds as words too.
    expect(ratio('rem2rpx rpx', '/docs/c')).toBeCloseTo(1);
    expect(ratio('uni-app 安装', '/docs/d')).toBeCloseTo(1);
  });

  it('counts a code word and its camelCase parts as one word a section matched, not one for each term', () => {
    expect(queryIntent('UnifiedVitePlugin 改名').wordOfPart).toEqual(
      new Map([
        ['unified', 'unifiedviteplugin'],
        ['vite', 'unifiedviteplugin'],
        ['plugin', 'unifiedviteplugin'],
      ]),
    );
    // `vite` typed as a word of its own is no part; nor are the parts of a word with separators (uni-app): their sections
    // keep their scores.
    expect([...queryIntent('UnifiedVitePlugin vite').wordOfPart.keys()]).toEqual(['unified', 'plugin']);
    expect(queryIntent('uni-app 安装').wordOfPart.size).toBe(0);
    // Each code word of a pasted call that holds two has its own parts.
    expect(queryIntent('UnifiedVitePlugin(cssPreflight)').wordOfPart.get('css')).toBe('csspreflight');
    // A part that is a synonym of a word of the query (`weapp` of 小程序) is that word's term.
    expect(queryIntent('UnifiedViteWeappTailwindcssPlugin 小程序').wordOfPart.has('weapp')).toBe(false);
    const results = [
      // MiniSearch's score counts each of the four terms: 100 is the one word said four ways, halved by coverage (改名 missing).
      record('/docs/coordination/guide#vite-config', '接入指南', 100, {queryTerms: ['unifiedviteplugin', 'unified', 'vite', 'plugin']}),
      record('/docs/coordination/migration#renamed', '迁移指南', 30, {queryTerms: ['改名', 'unifiedviteplugin']}),
    ];
    // 100 × 1 word / 4 terms × ½ = 12.5 against 30.
    expect(rank(results, 'UnifiedVitePlugin 改名')[0]).toBe('/docs/coordination/migration#renamed');
    // A section that says only a part of the code word (`webpack`) matched half of it, not the word (its page names
    // the word elsewhere, so that both pages name it).
    const codeWordTerms = ['unifiedwebpackpluginv5', 'unified', 'webpack', 'plugin', 'v5'];
    const partly = [
      record('/docs/coordination-3/faq#config', '常见问题', 100, {queryTerms: ['配置', 'webpack']}),
      record('/docs/coordination-3/faq', '常见问题', 1, {queryTerms: codeWordTerms}),
      record('/docs/coordination-3/api#plugin', '接口', 450, {queryTerms: codeWordTerms}),
    ];
    // 450 × 1 word / 5 terms = 90 against 100 × 1½ words / 2 terms = 75 (counted as the word: 100).
    expect(rank(partly, 'UnifiedWebpackPluginV5 配置')[0]).toBe('/docs/coordination-3/api#plugin');
  });

  it('lets a page only about older plugin lines than the current docs give way, unless the query names a version', () => {
    const results = [
      record('/docs/migrations/v3#node-version', '从 v3 升级到 v4', 100, {section: '更新及迁移', tag: 'default', h3: 'Node.js 版本'}),
      record('/docs/migrations/v4-and-v5#v5-2', '从 4.x 升级到 5.x', 80, {section: '更新及迁移', tag: 'default', h3: '5.2：Node.js 要求提高'}),
    ];
    expect(rank(results, 'Node.js 要求')[0]).toBe('/docs/migrations/v4-and-v5#v5-2');
    expect(rank(results, 'v4 Node.js 要求')[0]).toBe('/docs/migrations/v3#node-version');
  });

  it('measures older plugin lines against the docs version the reader reads, and not for a page that holds the code word asked for', () => {
    const results = [
      record('/docs/migrations/v3#notes', '从 v3 升级到 v4', 100, {section: '更新及迁移', tag: 'default'}),
      record('/docs/4.x/quick-start/v4#notes', '快速开始', 80, {tag: 'docs-default-4.x'}),
    ];
    const rankFrom = (query: string, read: string) => rankRecords(results, queryIntent(query), docsVersions, read).map((r) => r.url);
    // 100 × 0.7 < 80 × 0.9 for a 5.x reader; a migration to 4.x is no older line for a 4.x reader.
    expect(rankFrom('升级 注意事项', 'docs-default-current')[0]).toBe('/docs/4.x/quick-start/v4#notes');
    expect(rankFrom('升级 注意事项', 'docs-default-4.x')[0]).toBe('/docs/migrations/v3#notes');
    const named = [
      record('/docs/migrations/v2#replace', '从 v2 升级到 v3', 100, {section: '更新及迁移', tag: 'default', queryTerms: ['replaceuniversalselectorwith']}),
      record('/docs/evolution#v3', '演进', 80, {tag: 'default', queryTerms: ['replaceuniversalselectorwith']}),
    ];
    expect(rankRecords(named, queryIntent('replaceUniversalSelectorWith'), docsVersions).map((r) => r.url)[0]).toBe('/docs/migrations/v2#replace');
  });

  it('lets a page of a docs version about only older plugin lines than that version give way there, even holding the code word asked for', () => {
    const terms = {tag: 'docs-default-4.x', queryTerms: ['customattributes']};
    const results = [
      record('/docs/4.x/api-v2/interfaces/UserDefinedOptions#customattributes', '接口: UserDefinedOptions（v2）', 100, {...terms, section: 'API 参考（v2）'}),
      record('/docs/4.x/api/interfaces/UserDefinedOptions#customattributes', '接口: UserDefinedOptions', 80, {...terms, section: 'API 参考'}),
    ];
    const rankFrom = (query: string) => rankRecords(results, queryIntent(query), docsVersions, 'docs-default-4.x').map((r) => r.url);
    // 100 × 0.7 < 80: the 4.x reference documents the option the 4.x reader has.
    expect(rankFrom('customAttributes')[0]).toBe('/docs/4.x/api/interfaces/UserDefinedOptions#customattributes');
    // Asked of that line by name, it is what the reader asks for.
    expect(rankFrom('v2 customAttributes')[0]).toBe('/docs/4.x/api-v2/interfaces/UserDefinedOptions#customattributes');
  });

  it('leaves release blog posts out of the older plugin lines’ factor', () => {
    const results = [
      record('/blog/2025/4.0-release#new', 'weapp-tailwindcss 4.0 发布', 100, {kind: 'blog', tag: 'default'}),
      record('/docs/intro#what', '介绍', 22, {tag: 'default'}),
    ];
    // A post the query does not ask for counts a quarter (25), not 0.7 of that too (17.5).
    expect(rank(results, 'tailwind-merge')[0]).toBe('/blog/2025/4.0-release#new');
  });

  it('counts the words of a page’s strong sections only: a passing mention in a long page does not cover a word', () => {
    const results = [
      record('/docs/evolution#v4', '演进', 100, {tag: 'default', queryTerms: ['node.js']}),
      record('/docs/evolution#v1', '演进', 5, {tag: 'default', queryTerms: ['要求']}),
      record('/docs/quick-start/compatibility#node', '兼容性', 60, {queryTerms: ['node.js', '要求']}),
    ];
    // Counting the weak section, the long page would hold both words (100 > 60).
    expect(rank(results, 'Node.js 要求')[0]).toBe('/docs/quick-start/compatibility#node');
  });

  it('keeps a page’s sections together, at most three of them, before the next page', () => {
    const results = [
      ...[9, 8, 7, 6, 5].map((score, i) => record(`/blog/post#s${i}`, '长文', score)),
      record('/docs/options#a', '选项一览', 4),
    ];
    const urls = rank(results, '配置');
    expect(urls).toEqual(['/blog/post#s0', '/blog/post#s1', '/blog/post#s2', '/docs/options#a']);
  });
});
