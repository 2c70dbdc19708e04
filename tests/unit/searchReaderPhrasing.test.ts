// How the search reads the ways Chinese readers phrase a question: each rule of
// src/plugins/search that reads a phrasing, with the queries it was made for and those it must leave alone.
import {describe, expect, it} from 'vitest';
import {exactKey, looksPasted, queryIntent, rankRecords, type RankedRecord} from '../../src/plugins/search/client/ranking';
import type {DocsVersionTag, IndexedDocsVersion} from '../../src/plugins/search/shared/types';
import {normalizeQuery, queryTermGroups, queryTerms, typedTerms} from '../../src/plugins/search/shared/query';
import {tokenize} from '../../src/plugins/search/shared/tokenize';
import {playgroundPage} from '../../config/standalonePages';

/** The current docs alone, as a page of them searches. */
const currentDocs: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}];
/** A section of a current-docs page of the guides (快速开始), with what a test sets besides. */
const guideRecord = (url: string, title: string, score: number, extra: Partial<RankedRecord> = {}): RankedRecord => ({url, title, section: '快速开始', kind: 'docs', tag: 'docs-default-current', content: '', score, ...extra});

describe('words that only say how many', () => {
  it('are no words a page must hold (各个版本更新了什么 is the release list, which says 各版本)', () => {
    expect(typedTerms('各个版本更新了什么')).toEqual(['版本', '更新']);
    expect(typedTerms('各种框架 怎么接入')).toEqual(['框架', '接入']);
    expect(typedTerms('所有配置项')).toEqual(['配置']);
    // Alone they are still searched.
    expect(typedTerms('各个')).toEqual(['各个']);
  });
});

describe('a query that only says styles fail', () => {
  const issuesIndex = exactKey('常见问题');

  it.each(['tailwind 不生效', 'tailwindcss 不生效', '类名不生效', '小程序 样式不生效', 'tailwind 样式没有效果', '样式丢失', 'weapp-tailwindcss 不生效', 'tailwind 类名写了没反应', '微信小程序 tailwind 不生效'])(
    'names the 常见问题 index, where troubleshooting starts: %s',
    (query) => {
      expect(queryIntent(query).equalKeys).toContain(issuesIndex);
    },
  );

  it.each(['Taro 样式不生效', 'hover 不生效', 'hover 没反应', 'space-y-4 类名不生效', '分包里样式丢失', 'tailwind 配置', '样式', 'CSS 变量失效', '编译报错', '支付宝小程序 样式不生效'])(
    'not with a word that says which page answers, nor without a failure: %s',
    (query) => {
      expect(queryIntent(query).equalKeys).not.toContain(issuesIndex);
    },
  );
});

describe('a reader’s question with quoted names', () => {
  it('is not a printed message: its words alone do not make a section hold it', () => {
    expect(queryIntent("@import 'weapp-tailwindcss' 跟 @import 'tailwindcss' 有啥不一样").printedMessage).toBe(false);
    expect(queryIntent('`weapp-tw patch` 是干什么的，不执行会怎样').printedMessage).toBe(false);
    expect(queryIntent('"cssEntries" 必须要配置吗').printedMessage).toBe(false);
    // It is still looked for word for word, as a heading may ask it.
    expect(queryIntent("@import 'weapp-tailwindcss' 跟 @import 'tailwindcss' 有啥不一样").pastedLines).toHaveLength(1);
  });

  it('leaves what a tool printed a printed message', () => {
    expect(queryIntent("Cannot find module '@tailwindcss/postcss'").printedMessage).toBe(true);
    expect(queryIntent('[tailwindcss@4] 未检测到 cssEntries 配置').printedMessage).toBe(true);
    expect(queryIntent('[ WXSS 文件编译错误] ./app.wxss(2:16): unexpected token `;`').printedMessage).toBe(true);
  });
});

describe('a query that asks how something is done (是怎么…的)', () => {
  it.each(['插件是怎么把类名转义成小程序能用的', 'rpx 是怎么换算的', '条件编译是如何实现的', '怎么做到的', '这个转义如何实现的？'])('also searches 原理: %s', (query) => {
    expect(queryTerms(query)).toContain('原理');
  });

  it.each(['怎么把类名转义', '页面是怎么样的', 'rem2rpx 怎么配置', '是怎么，转换的', 'cssEntries 是怎么用的', '样式是怎么丢的', '为什么 hover 不生效', '如何实现暗色模式', '怎么实现组件外部传类名', '怎么做到多端样式一致'])('not a question of what to do, of how to use it, of what went wrong or what it is like: %s', (query) => {
    expect(queryTerms(query)).not.toContain('原理');
  });

  it('does not ask a page to hold 原理: the page that explains the switch may not call it so', () => {
    const intent = queryIntent('dark 模式是怎么实现的');
    expect(intent.termGroups).toContainEqual(['原理']);
    expect(intent.wordGroups).not.toContainEqual(['原理']);
    // Typed by the reader, it is a word of theirs.
    expect(queryIntent('转义原理').wordGroups).toContainEqual(['原理']);
  });
});

describe('a plugin major the query moves to (升级到 4.x, 升级 3.x 后)', () => {
  const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
  const record = (url: string, title: string): RankedRecord => ({url, title, section: '更新及迁移', kind: 'docs', tag: 'default', content: '', score: 50});
  const results = [record('/docs/migrations/v4-and-v5#common-edits', '从 4.x 升级到 5.x'), record('/docs/migrations/v3#package', '从 v3 升级到 v4')];
  const first = (query: string) => rankRecords(results, queryIntent(query), docsVersions, 'docs-default-4.x')[0].url;

  it('reads the major after a word of moving as where to, not one followed by where to', () => {
    expect(queryIntent('升级到 4.x 要改什么').moveTargets).toEqual([4]);
    expect(queryIntent('升级 3.x 后 报错').moveTargets).toEqual([3]);
    expect(queryIntent('迁移到 weapp-tailwindcss v4').moveTargets).toEqual([4]);
    expect(queryIntent('升级 4.x 到 5.x').moveTargets).toEqual([]);
    expect(queryIntent('升级到 5.3').moveTargets).toEqual([]);
  });

  it.each(['升级到 4.x 要改什么', '迁移到 4.x', '升级到 4.x 后 postinstall'])('puts the migration to that major before the one from it, whose title holds the major: %s', (query) => {
    expect(first(query)).toBe('/docs/migrations/v3#package');
  });

  it('still puts the migration from a major first where the query moves from it', () => {
    expect(first('从 4.x 升级到 5.x')).toBe('/docs/migrations/v4-and-v5#common-edits');
    expect(first('4.x 升级到 5.x')).toBe('/docs/migrations/v4-and-v5#common-edits');
  });
});

describe('a query that asks whether something can still be used (还能用吗)', () => {
  it.each(['tailwindcss v3 还能用吗', 'webpack4 还可以用吗', 'rax 还能不能用', 'node 20 还能继续用吗'])('also searches 支持, the pages’ word for what a line supports: %s', (query) => {
    expect(queryTerms(query)).toContain('支持');
  });

  it.each(['还在用 tailwind v3', 'tailwind v3 还要用 postcss 吗', '能用 tailwind v3 吗'])('not what the reader still has or needs, nor a plain 能用: %s', (query) => {
    expect(queryTerms(query)).not.toContain('支持');
  });

  it.each(['UnifiedWebpackPluginV5 还能用吗', 'cssPreflight 还可以用吗'])('not of an export or option named in code, which the pages say is kept, renamed or removed: %s', (query) => {
    expect(queryTerms(query)).not.toContain('支持');
    expect(queryTermGroups(query).flat()).not.toContain('支持');
  });

  it('does not ask a page to hold 支持, and adds it once where the reader typed it', () => {
    const intent = queryIntent('tailwindcss v3 还能用吗');
    expect(intent.termGroups).toContainEqual(['支持']);
    expect(intent.wordGroups).not.toContainEqual(['支持']);
    expect(queryTermGroups('还能用吗 还支持 v3 吗').filter((group) => group.includes('支持'))).toHaveLength(1);
  });
});

describe('a query that asks who uses the product (谁在用, 哪些小程序在用)', () => {
  it.each(['哪些小程序在用', '谁在用 weapp-tailwindcss', '有哪些上线的小程序用了这个插件', '用了这个插件的项目有哪些'])('also searches 案例, the pages’ word for the projects built with it: %s', (query) => {
    expect(queryTerms(query)).toContain('案例');
  });

  it.each(['哪些类名用了任意值', '还在用 tailwind v3', '项目用了 pnpm 装不上'])('not what the reader’s own classes or project use: %s', (query) => {
    expect(queryTerms(query)).not.toContain('案例');
  });

  it.each(['用了 weapp-tailwindcss 的小程序有哪些限制', '用了 tailwind 的项目有哪些坑', '哪些类在小程序里用了会报错'])('not what a project that uses it runs into, nor a project as the place the reader’s classes are used: %s', (query) => {
    expect(queryTerms(query)).not.toContain('案例');
  });

  it.each(['who uses weapp-tailwindcss', 'who else uses tailwind in mini programs'])('asked in English too: %s', (query) => {
    expect(queryTerms(query)).toContain('案例');
  });

  it('does not ask a page to hold 案例, and adds it once where the reader typed it', () => {
    const intent = queryIntent('哪些小程序在用');
    expect(intent.termGroups).toContainEqual(['案例']);
    expect(intent.wordGroups).not.toContainEqual(['案例']);
    expect(queryTermGroups('谁在用 有案例吗').filter((group) => group.includes('案例'))).toHaveLength(1);
  });
});

describe('a class the reader wraps up of their own (封装一个 flex-center 这样的类)', () => {
  it.each(['v4 里自己封装一个 flex-center 这样的类 还能配合 hover: 用', '想把常用的几个类封装成一个类名 怎么写', '封装的公共类 能不能加 dark: 前缀'])('also searches the pages’ 自定义工具类: %s', (query) => {
    expect(queryTerms(query)).toEqual(expect.arrayContaining(['自定义', '工具类']));
  });

  it.each(['封装组件时允许外部覆盖样式', '基于 tailwind-merge 封装', '封装组件, 类名不生效', '封装组件 传入的类名被覆盖'])('not a component or a package wrapped, nor across a clause: %s', (query) => {
    expect(queryTerms(query)).not.toContain('自定义');
  });

  it.each(['封装的按钮 外部传入的类名不生效', '封装的 view 覆盖不了传进来的 class', '封装 类型定义'])('not a class passed in from outside what the reader wrapped, nor 类型: %s', (query) => {
    expect(queryTerms(query)).not.toContain('自定义');
  });

  it('does not ask a page to hold them', () => {
    const intent = queryIntent('封装一个 flex-center 类');
    expect(intent.termGroups).toContainEqual(['自定义']);
    expect(intent.wordGroups).not.toContainEqual(['自定义']);
  });
});

describe('a phone system beside uni-app x (uni-app x 安卓 dark: 类名没效果)', () => {
  it.each([['uni-app x 安卓 dark: 类名没效果', '安卓'], ['uniapp x ios 上 dark 模式没效果', 'ios'], ['uni-app x 鸿蒙真机 有些样式没了', '鸿蒙'], ['uni-app x android 样式错乱', 'android']])('also searches app, the App 端 of the pages’ headings: %s', (query, system) => {
    expect(queryTermGroups(query)).toContainEqual([system, 'app']);
  });

  it('not of a mini program, where 安卓 is the phone WeChat runs on', () => {
    expect(queryTermGroups('安卓 webview oklch 颜色不显示')).toContainEqual(['安卓']);
    expect(queryTermGroups('安卓微信 渐变不显示')).not.toContainEqual(expect.arrayContaining(['app']));
  });

  it.each([['uni-app ios 真机 样式错乱', 'ios'], ['uni-app 鸿蒙', '鸿蒙'], ['uniapp android 样式错乱', 'android'], ['uni-app x 编译到微信小程序 ios dark 不生效', 'ios'], ['uni-app x h5 ios 暗色', 'ios']])('not beside plain uni-app, built mostly into mini programs and H5, nor beside a mini program or H5 build the reader names: %s', (query, system) => {
    expect(queryTermGroups(query)).toContainEqual([system]);
  });
});

describe('a question of what the releases changed (更新了什么, 更新内容)', () => {
  const releases = exactKey('版本说明');

  it('asks about a release, as 更新日志 does; the pages’ other 更新 (updating something) does not', () => {
    expect(queryIntent('更新了什么').namesRelease).toBe(true);
    expect(queryIntent('有哪些新功能').namesRelease).toBe(true);
    expect(queryIntent('更新内容').namesRelease).toBe(true);
    expect(queryIntent('改了类名以后样式没有更新').namesRelease).toBe(false);
    expect(queryIntent('更新配置文件').namesRelease).toBe(false);
  });

  it('not of another product the query names without the plugin (Tailwind CSS v4’s changes are the v4 reference, no release post)', () => {
    expect(queryIntent('tailwind v4 更新了什么').namesRelease).toBe(false);
    expect(queryIntent('tailwind v4 有什么新功能').namesRelease).toBe(false);
    expect(queryIntent('uni-app 更新了什么').namesRelease).toBe(false);
    expect(queryIntent('weapp-tailwindcss 更新了什么').namesRelease).toBe(true);
    expect(queryIntent('插件更新了什么').namesRelease).toBe(true);
    // A release word of old still asks about a release whatever else is named.
    expect(queryIntent('tailwind 更新日志').namesRelease).toBe(true);
  });

  it.each(['各个版本更新了什么', '4.x 更新了什么', '更新内容', '最近更新了什么', 'weapp-tailwindcss 更新了啥', '发布日志', '发布说明'])('of no one release, names the release list 版本说明: %s', (query) => {
    expect(queryIntent(query).equalKeys).toContain(releases);
  });

  it.each(['5.0 更新了什么', 'weapp-tailwindcss 5.0 更新了啥', 'v5.3 更新内容', 'tailwind-merge 更新了什么'])('not of one release by its number, nor of a subject: %s', (query) => {
    expect(queryIntent(query).equalKeys).not.toContain(releases);
  });
});

describe('a migration to a newer line than the one the reader reads', () => {
  const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
  const record = (url: string, title: string, score: number, tag: string): RankedRecord => ({url, title, section: '指南', kind: 'docs', tag, content: '', score});
  const results = [
    record('/docs/migrations/v4-and-v5#postinstall', '从 4.x 升级到 5.x', 100, 'default'),
    record('/docs/4.x/issues/troubleshooting#patch-eperm', '按报错信息排查', 80, 'docs-default-4.x'),
  ];
  const first = (query: string, read: string) => rankRecords(results, queryIntent(query), docsVersions, read)[0].url;

  it('gives way for a reader of the older line whose query says nothing of moving', () => {
    expect(first('postinstall weapp-tw patch 失败', 'docs-default-4.x')).toBe('/docs/4.x/issues/troubleshooting#patch-eperm');
  });

  it('not when the query asks to move, names a version, or the reader reads the newer line', () => {
    expect(first('升级 postinstall weapp-tw patch', 'docs-default-4.x')).toBe('/docs/migrations/v4-and-v5#postinstall');
    expect(first('迁移 postinstall 补丁', 'docs-default-4.x')).toBe('/docs/migrations/v4-and-v5#postinstall');
    expect(first('postinstall weapp-tw patch 失败', 'docs-default-current')).toBe('/docs/migrations/v4-and-v5#postinstall');
  });
});

describe('a class with an arbitrary value in a reader’s sentence', () => {
  it('does not make the sentence a printed message: its brackets are the class’s', () => {
    const intent = queryIntent('text-[32rpx] 生成的是 color 不是字号');
    expect(intent.printedMessage).toBe(false);
    expect(intent.pastedLines).toEqual([]);
    expect(queryIntent('bg-[url(/img/a.png)] 背景图报错').pastedLines).toEqual([]);
    // A message a tool printed about such a class is still one.
    expect(queryIntent('Cannot apply unknown utility class `w-[100px]`').printedMessage).toBe(true);
  });

  it('is the reader’s example, not a name that singles out the one page that writes it', () => {
    const docsVersions = currentDocs;
    const record = (url: string, score: number, queryTerms: string[]): RankedRecord => ({url, title: url, section: '指南', kind: 'docs', tag: 'docs-default-current', content: '', score, queryTerms});
    const results = [
      record('/docs/issues/rpx-ambiguities#what', 100, ['生成', '不是', '字号', 'text', '26rpx', 'color']),
      record('/docs/tutorial#theme', 60, ['text-[26rpx]', '生成', '不是', '字号', 'text', '26rpx', 'color']),
    ];
    expect(rankRecords(results, queryIntent('text-[26rpx] 生成的是 color 不是字号'), docsVersions)[0].url).toBe('/docs/issues/rpx-ambiguities#what');
  });
});

describe('what a build says (构建提示, 运行提示找不到模块)', () => {
  it('is a message: 提示 beside a build step also searches 报错 and 警告', () => {
    expect(queryTerms('构建提示')).toEqual(expect.arrayContaining(['报错', '警告']));
    expect(queryTerms('hbuilderx 运行提示找不到模块')).toEqual(expect.arrayContaining(['报错', '警告']));
  });

  it('not the editor’s 智能提示, a type hint, nor a 提示 of no build step', () => {
    expect(queryTerms('vscode 智能提示 构建')).not.toContain('报错');
    expect(queryTerms('编译 类型提示 rpx')).not.toContain('报错');
    expect(queryTerms('wxml 没有提示')).not.toContain('报错');
    // Another clause's build step does not make this clause's 提示 a message.
    expect(queryTerms('构建正常，wxml 没有提示')).not.toContain('报错');
    // A 提示 the reader says is missing is the editor's completion, even beside a step (installing the extension).
    expect(queryTerms('安装了插件但是没有提示')).not.toContain('报错');
    expect(queryTerms('编译后没提示')).not.toContain('报错');
  });

  it('a build that prints nothing at all is still a build’s message', () => {
    expect(queryTerms('构建时没有任何提示')).toEqual(expect.arrayContaining(['报错', '警告']));
  });
});

describe('a framework’s setup guide for a query that names other frameworks', () => {
  const docsVersions = currentDocs;
  const guide = (url: string, title: string, score: number, category?: string): RankedRecord => ({url, title, section: '快速开始', category, kind: 'docs', tag: 'docs-default-current', content: '', score});
  const results = [
    // The native guide's title holds the query's 装tailwind (HEADING_PHRASE_FACTOR: 200 before the rule, 100 after).
    guide('/docs/quick-start/native/install#init', '1. 准备项目并安装 Tailwind CSS', 100, '原生小程序'),
    guide('/docs/quick-start/v4/uni-app-vite-hbuilder#install', 'HBuilderX 中的 uni-app 接入 Tailwind CSS v4', 150),
  ];
  const first = (query: string) => rankRecords(results, queryIntent(query), docsVersions)[0].url;

  it('gives way: its readers are not the ones asking', () => {
    expect(first('hbuilderx建的uniapp项目没有package.json 怎么装tailwind')).toBe('/docs/quick-start/v4/uni-app-vite-hbuilder#install');
    // The guide's address names the framework as the reader shortens it.
    expect(first('hbuilder 项目没有 package.json 怎么装tailwind')).toBe('/docs/quick-start/v4/uni-app-vite-hbuilder#install');
  });

  it('not for a query that names its framework', () => {
    expect(first('原生小程序 没有 package.json 怎么装tailwind')).toBe('/docs/quick-start/native/install#init');
  });

  it('not the weapp-vite guide for a query of native mini programs (weapp-vite builds them)', () => {
    const guides = [
      guide('/docs/quick-start/v4/weapp-vite#style-isolation', 'weapp-vite 接入 Tailwind CSS v4', 100),
      guide('/docs/quick-start/v4/taro-vite#faq', 'Taro 4（Vite）接入 Tailwind CSS v4', 150),
    ];
    expect(rankRecords(guides, queryIntent('原生小程序 组件里 tailwind 样式不生效'), docsVersions)[0].url).toBe('/docs/quick-start/v4/weapp-vite#style-isolation');
  });
});

describe('发布 of the reader’s own project', () => {
  it('does not ask about the product’s releases: publishing to H5 or npm is no release post', () => {
    expect(queryIntent('同时发布 H5 和小程序').namesRelease).toBe(false);
    expect(queryIntent('组件库发布到 npm').namesRelease).toBe(false);
  });

  it('asks about them beside a release number, 版本 or 什么时候', () => {
    expect(queryIntent('4.3.0 发布').namesRelease).toBe(true);
    expect(queryIntent('新版本发布了什么').namesRelease).toBe(true);
    expect(queryIntent('tailwind-merge 什么时候发布的').namesRelease).toBe(true);
    expect(queryIntent('release notes').namesRelease).toBe(true);
  });

  it('asks about them beside a plugin line, or as a release’s notes (发布日志, 发布了哪些)', () => {
    expect(queryIntent('发布日志').namesRelease).toBe(true);
    expect(queryIntent('5.x 发布了哪些功能').namesRelease).toBe(true);
    expect(queryIntent('v5 发布').namesRelease).toBe(true);
    expect(queryIntent('同时发布了 H5 和小程序').namesRelease).toBe(false);
  });
});

describe('a reader’s 发到 npm', () => {
  it('also searches the pages’ 发布, one way, and asks about no release', () => {
    expect(queryTerms('组件库发到npm')).toContain('发布');
    expect(queryIntent('组件库发到npm 别人项目样式怎么办').namesRelease).toBe(false);
    expect(queryTerms('4.3.0 发布')).not.toContain('发到');
  });

  it('and 发 alone, as in 发 npm, still no release nor a word of its own (发现)', () => {
    expect(queryTerms('自己写的组件库 发 npm 后 tailwind 样式怎么带上')).toContain('发布');
    expect(queryIntent('组件库 发 npm').namesRelease).toBe(false);
    expect(queryTerms('发现 问题')).not.toContain('发布');
  });
});

describe('a reader who builds with gulp', () => {
  const docsVersions = currentDocs;
  const record = (url: string, title: string, score: number, category?: string): RankedRecord => ({url, title, section: '快速开始', category, kind: 'docs', tag: 'docs-default-current', content: '', score});
  const results = [
    // The options page says 配置 in its title, which doubles it (280 against the guide's 300).
    record('/docs/options#gulp', '配置项概览', 140),
    record('/docs/quick-start/native/install-plugin#gulp', '2. 安装打包工具并运行', 100, '原生小程序（gulp / webpack）'),
  ];

  it('asks how to set up a native mini program: the native guides are the gulp guides', () => {
    expect(queryIntent('gulp 怎么配置').setupFrameworks).toEqual(['原生']);
    expect(queryIntent('gulp 安装').frameworks).toEqual(['原生']);
    expect(rankRecords(results, queryIntent('gulp 怎么配置'), docsVersions)[0].url).toBe('/docs/quick-start/native/install-plugin#gulp');
  });

  it('names the native framework in a question that is not about setting up too', () => {
    expect(queryIntent('gulp 监听模式 app.wxss 没更新').frameworks).toEqual(['原生']);
    expect(queryIntent('gulp 监听模式 app.wxss 没更新').setupFrameworks).toEqual([]);
  });
});

describe('a word of a query that is a property of every object', () => {
  it('names no framework (constructor, toString)', () => {
    expect(queryIntent('TypeError: I18n is not a constructor').frameworks).toEqual([]);
    expect(queryIntent('toString 安装').setupFrameworks).toEqual([]);
  });
});

describe('a reader who uses no framework (没用框架, 不用框架)', () => {
  it.each(['没用框架的小程序可以用吗', '不用框架 原生开发 怎么接入', '不用任何框架能用 tailwind 吗', '没有使用框架 怎么配置'])('has a native mini program: %s', (query) => {
    expect(queryIntent(query).frameworks).toEqual(['原生']);
  });

  it('asks to set it up where that is all it asks', () => {
    expect(queryIntent('没用框架 怎么配置').setupFrameworks).toEqual(['原生']);
  });

  it.each(['不想用框架 怎么接入', '不想使用框架能用吗', '不打算用任何框架'])('also who does not want one: %s', (query) => {
    expect(queryIntent(query).frameworks).toEqual(['原生']);
  });

  it('not who does not want the framework’s own styles (不想用框架自带的样式)', () => {
    expect(queryIntent('不想用框架自带的样式').frameworks).toEqual([]);
  });

  it.each(['不用框架自带的 autoprefixer', '没用框架内置的压缩', '不用框架提供的组件', '框架自带的样式把 h5 的工具类盖掉了', '不用框架默认的 postcss 配置', '不用框架本身的样式'])(
    'not where 框架 is followed by what the framework brings (自带, 内置, 提供, 默认, 本身): %s',
    (query) => {
      expect(queryIntent(query).frameworks).toEqual([]);
    },
  );
});

describe('创建 and 新建 in a query that asks to set a framework up', () => {
  it.each([['hbuilderx 创建的项目怎么配置', 'hbuilderx'], ['新建的 taro 项目怎么装 tailwind', 'taro']])('say how the project came to be: %s', (query, framework) => {
    expect(queryIntent(query).setupFrameworks).toEqual([framework]);
  });

  it('not beside a word of another question', () => {
    expect(queryIntent('taro 新建页面 样式不生效').setupFrameworks).toEqual([]);
  });
});

describe('an option’s reference for a query that says something fails beside it (upstream #957)', () => {
  const terms = ['页面', 'padding', 'margin', '无效', 'csspreflight', 'css', 'preflight'];
  const results = (): RankedRecord[] => [
    {url: '/docs/api/interfaces/UserDefinedOptions#csspreflight', title: '配置项 UserDefinedOptions', section: 'API', kind: 'docs', tag: 'docs-default-current', h2: '样式（cssOptions）', h3: 'cssPreflight', content: 'padding margin', score: 100, queryTerms: terms},
    {url: '/docs/issues/box-sizing#scoped-preflight-5-1-4', title: '默认盒模型（box-sizing）问题', section: '常见问题', kind: 'docs', tag: 'docs-default-current', h2: '5.1.4：页面里写的 p-4、m-2 被重置', content: 'cssPreflight padding margin 无效', score: 80, queryTerms: terms},
  ];

  it('gives way to the page about why styles fail', () => {
    expect(rankRecords(results(), queryIntent('页面里 padding margin 无效 cssPreflight'), currentDocs)[0].url).toBe('/docs/issues/box-sizing#scoped-preflight-5-1-4');
  });

  it('not for a query that asks about the option without saying it fails', () => {
    expect(rankRecords(results(), queryIntent('cssPreflight padding margin'), currentDocs)[0].url).toBe('/docs/api/interfaces/UserDefinedOptions#csspreflight');
  });

  it.each(['cssPreflight padding margin 什么时候生效', 'cssPreflight padding margin 效果'])(
    'nor for one that says the option takes effect, a failure word’s term without its negation: %s',
    (query) => {
      expect(rankRecords(results(), queryIntent(query), currentDocs)[0].url).toBe('/docs/api/interfaces/UserDefinedOptions#csspreflight');
    },
  );

  it('still for 没反应, whose term says no failure of its own else', () => {
    expect(rankRecords(results(), queryIntent('页面里 padding margin 没反应 cssPreflight'), currentDocs)[0].url).toBe('/docs/issues/box-sizing#scoped-preflight-5-1-4');
  });
});

describe('a page of the sidebar category 各框架的注册方式', () => {
  const fourX: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
  const page = (url: string, title: string, category: string, score: number): RankedRecord => ({url, title, section: '指南', category, kind: 'docs', tag: 'docs-default-4.x', content: '', score});

  it('is a framework’s setup guide, as a title that says 注册插件 is: 4.x’s 原生小程序开发（打包方案）', () => {
    const results = [
      page('/docs/4.x/quick-start/native/install', '1. 安装与配置 tailwindcss', '快速开始（纯原生）', 40),
      page('/docs/4.x/quick-start/frameworks/native', '原生小程序开发（打包方案）', '3. 各框架的注册方式', 60),
    ];
    expect(rankRecords(results, queryIntent('原生 webpack 打包 配置'), fourX, 'docs-default-4.x')[0].url).toBe('/docs/4.x/quick-start/frameworks/native');
  });
});

describe('开发 in a query that asks to set a framework up (upstream #237)', () => {
  it.each([['原生开发如何配置', '原生'], ['taro 开发 怎么配置', 'taro'], ['mpx 开发', 'mpx']])('says the reader develops with that framework: %s', (query, framework) => {
    expect(queryIntent(query).setupFrameworks).toEqual([framework]);
  });

  it('not beside a word of another question, nor without a framework', () => {
    expect(queryIntent('taro 开发 热更新 不生效').setupFrameworks).toEqual([]);
    expect(queryIntent('开发环境 样式不生效').setupFrameworks).toEqual([]);
  });

  it.each(['开发环境 样式不生效', '开发 app 和 h5', '鸿蒙开发', '本地开发正常 上线后样式丢失'])(
    'asks for no setup guide without a framework, as a verb of setting up would: %s',
    (query) => {
      expect(queryIntent(query).asksForGuides).toBe(false);
    },
  );
});

describe('插件 in a query that asks to set a framework up (upstream #3)', () => {
  it.each([['uniapp vue3 vite 插件怎么用', 'uniapp'], ['taro 插件 安装', 'taro'], ['hbuilderx 插件 配置', 'hbuilderx']])('is the product the reader sets up: %s', (query, framework) => {
    expect(queryIntent(query).setupFrameworks).toEqual([framework]);
  });

  it('not beside a word of another question', () => {
    expect(queryIntent('uniapp 插件 推荐').setupFrameworks).toEqual([]);
    expect(queryIntent('taro 插件 报错').setupFrameworks).toEqual([]);
  });

  it('puts the guide of the framework and toolchain first, not the templates list that says the words more often', () => {
    const query = 'uniapp vue3 vite 插件怎么用';
    const results = [
      guideRecord('/docs/community/templates#uni-app-cli', '各框架的模板项目', 120, {section: '生态', h2: 'uni-app', h3: '使用 uni-app CLI 构建、VS Code 开发'}),
      guideRecord('/docs/quick-start/v4/uni-app-vite', 'uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS v4', 60),
    ];
    expect(rankRecords(results, queryIntent(query), currentDocs)[0].url).toBe('/docs/quick-start/v4/uni-app-vite');
  });
});

describe('打包 and 构建 in a query that asks to set a framework up', () => {
  it('count as setting it up beside a verb that does (配置, 安装, 接入)', () => {
    expect(queryIntent('taro 打包 配置').setupFrameworks).toEqual(['taro']);
    expect(queryIntent('原生小程序 webpack 打包 配置').setupFrameworks).toEqual(['原生']);
    expect(queryIntent('uni-app 构建 接入').setupFrameworks).toEqual(['uni-app']);
  });

  it('are ordinary words alone: a question about the build, not its setup', () => {
    expect(queryIntent('taro 打包').setupFrameworks).toEqual([]);
    expect(queryIntent('uni-app 构建').setupFrameworks).toEqual([]);
    expect(queryIntent('taro 打包后样式丢失').setupFrameworks).toEqual([]);
  });
});

describe('a CSS declaration a reader quotes (color: 28rpx)', () => {
  it.each(['text-[28rpx] 生成了 color: 28rpx', '`color: 28rpx` 字号变成颜色了', '"font-size: 28rpx" 没有生成', 'text-[#333] 变成了 color: #333;'])('is no pasted message: %s', (query) => {
    expect(looksPasted(query)).toBe(false);
  });

  it.each(["Error: Cannot find module '@tailwindcss/postcss'", './app.wxss(2:16): unexpected token `;`', '[ WXSS 文件编译错误] ./app.wxss(172:19): error at token `>`', 'color: 28rpx, unexpected token'])(
    'leaves what a tool printed pasted: %s',
    (query) => {
      expect(looksPasted(query)).toBe(true);
    },
  );
});

describe('a CSS at-rule a reader quotes with its argument (@import "tailwindcss")', () => {
  it.each(['h5 @import "weapp-tailwindcss" 和 @import "tailwindcss" 区别', "@source '../components' 没有扫描到", 'h5预览时 @import "tailwindcss" 样式就不生效了', '@config "./tailwind.config.js" 不生效'])(
    'is no message a tool printed: %s',
    (query) => {
      expect(queryIntent(query).printedMessage).toBe(false);
    },
  );

  it.each([`Can't resolve '@import "./x.css"'`, 'Error: @import "tailwindcss" must precede all other statements', '@import "tailwindcss"; (1:1) Unknown word'])(
    'leaves a message a tool printed around it a printed message: %s',
    (query) => {
      expect(queryIntent(query).printedMessage).toBe(true);
    },
  );

  it('does not put a release post first by its words for such a question (upstream #679)', () => {
    const query = 'h5 @import "weapp-tailwindcss" 和 @import "tailwindcss" 区别';
    const terms = ['区别', 'h5', '@import', 'import', 'weapp-tailwindcss', 'tailwindcss'];
    const results: RankedRecord[] = [
      {url: '/blog/2025/11/v4.8-release#rewrite-css-imports', title: 'weapp-tailwindcss 4.8 发布', section: '博客', kind: 'blog', tag: 'default', h2: "自动映射 @import 'tailwindcss'", content: '区别 h5 @import weapp-tailwindcss tailwindcss', score: 50, queryTerms: terms},
      // The page's section does not say h5: only the post, read as holding a pasted message, would have been an exact match.
      guideRecord('/docs/quick-start/v4#vs-import-tailwindcss', 'Tailwind CSS v4 开发参考手册', 40, {h2: '样式入口：@import "tailwindcss"', h3: '与 @import "weapp-tailwindcss" 的区别', queryTerms: terms.filter((term) => term !== 'h5')}),
    ];
    expect(rankRecords(results, queryIntent(query), currentDocs)[0].url).toBe('/docs/quick-start/v4#vs-import-tailwindcss');
  });
});

describe('a sidebar category that says the words a reader typed together', () => {
  const docsVersions = currentDocs;
  const record = guideRecord;
  const templates = record('/docs/community/templates#native', '各框架的模板项目', 160, {section: '生态', h2: '原生小程序'});
  const first = (results: RankedRecord[], query: string) => rankRecords(results, queryIntent(query), docsVersions)[0].url;

  it('is a heading of its pages where it names the query’s framework: 原生小程序 is the category 原生小程序（gulp / webpack）', () => {
    // The guide: 100 × 3 (the native setup guide) × 2 (its category says 原生小程序) against the templates' 160 × 2 (their h2 says it).
    const guide = record('/docs/quick-start/native/install-plugin#gulpfile', '2. 安装打包工具并运行', 100, {category: '原生小程序（gulp / webpack）', h2: '方案一：gulp'});
    expect(first([templates, guide], '原生小程序 gulp 接入')).toBe('/docs/quick-start/native/install-plugin#gulpfile');
  });

  it('not where it names no framework of the query', () => {
    const framed = record('/docs/4.x/quick-start/frameworks/native#a', '原生小程序开发（打包方案）', 100, {category: '3. 各框架的注册方式'});
    // 150 against 100, which the category as a heading would double: only the gate (categoryAsHeading) keeps this page first.
    const said = record('/docs/b#c', '别的页面', 150);
    expect(first([framed, said], '各框架的注册方式 对比')).toBe('/docs/b#c');
  });
});

describe('the playground as readers ask for it', () => {
  it('is described in their words (playground, 在线试用, 在线预览): the search has no other text of the page', () => {
    const {title, description} = playgroundPage('4.12.0');
    expect(tokenize(`${title} ${description}`)).toEqual(expect.arrayContaining(['playground', '在线', '试用', '预览']));
  });
});

describe('a reader’s 没效果 (no effect)', () => {
  it.each(['tailwind v3 scale-110 小程序没效果', 'js 里写的 bg-[#fff] 没效果', '样式没有效果', 'hover 不起作用'])('also searches the pages’ 不生效 and 失效: %s', (query) => {
    // As the index holds them: the segmenter drops 不 too.
    expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('不生效 失效')));
  });

  it.each([':class 里拼的 w-[100px] 没样式', '页面上没有样式'])('and so does a reader’s 没样式 (no styles at all): %s', (query) => {
    expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('不生效 失效')));
  });

  it.each(['设置成功后的效果', '效果图', '起作用的原理', '样式写在哪里'])('not 效果, 起作用 or 样式 without the negation: %s', (query) => {
    expect(queryTerms(query)).not.toContain('失效');
  });
});

describe('a CSS declaration typed without its space (color:28rpx)', () => {
  it('is read as the pages write it, property and value apart', () => {
    expect(normalizeQuery('text-[28rpx] 生成了 color:28rpx')).toBe('text-[28rpx] 生成了 color: 28rpx');
    expect(normalizeQuery('生成了 font-size:32rpx;')).toBe('生成了 font-size: 32rpx;');
    expect(normalizeQuery('变成了 color:#333')).toBe('变成了 color: #333');
    expect(queryTerms('text-[28rpx] 生成了 color:28rpx')).toEqual(expect.arrayContaining(['color', '28rpx', 'rpx']));
  });

  it('not a port, a file position or a scheme', () => {
    expect(normalizeQuery('localhost:3000 打不开')).toBe('localhost:3000 打不开');
    expect(normalizeQuery('node:internal 报错')).toBe('node:internal 报错');
  });
});

describe('a class with an arbitrary length that turned into a colour', () => {
  it.each(['text-[28rpx] 生成了 color: 28rpx', 'text-[28rpx] 生成了 color:28rpx', 'text-[32rpx] 变成颜色了', 'border-[2rpx] 被当成了 color'])('also searches the pages’ 二义性: %s', (query) => {
    expect(queryTerms(query)).toContain('二义性');
  });

  it.each(['text-[#333] 颜色不对', 'text-[28rpx] 字号不对', 'text-[28rpx]', 'color 颜色'])('not without both a length in brackets and a colour: %s', (query) => {
    expect(queryTerms(query)).not.toContain('二义性');
  });

  it.each(['app 下 text-[26rpx] 不生效', 'border-[2rpx] 没效果', 'h5 text-[32rpx] 无效', 'taro md:text-[28rpx] 失效'])(
    'also a length in rpx beside words that say the class does nothing, whatever else the query names (upstream #109): %s',
    (query) => {
      expect(queryTerms(query)).toContain('二义性');
    },
  );

  it.each(['uniapp text-[13px] 不生效', 'text-[2rem] 失效', 'w-[300rpx] 不生效', 'rounded-[20rpx] 无效', 'app 下 text-[26rpx] 怎么写'])(
    'not a length in a unit Tailwind CSS knows, a prefix that is no colour utility, or an rpx class without such words: %s',
    (query) => {
      expect(queryTerms(query)).not.toContain('二义性');
    },
  );

  it.each(['md:text-[28rpx] 变成颜色了', 'border-t-[7.5rpx] 被当成了颜色', '!ring-[2rpx] 变成了颜色'])('also with a variant, a side or ! before the class: %s', (query) => {
    expect(queryTerms(query)).toContain('二义性');
  });

  it.each(['border-top-color: 5px', 'border-top-color:5px', 'color: 28rpx', 'background-color: 10px 不对'])(
    'also a colour property with a length for its value, no class typed: %s',
    (query) => {
      expect(queryTerms(query)).toContain('二义性');
    },
  );

  it.each(['border-top-width: 5px', 'font-size: 28rpx', 'color: #333', 'border-color 怎么写'])('not a length property, nor a colour property without a length: %s', (query) => {
    expect(queryTerms(query)).not.toContain('二义性');
  });

  it.each(['color-scheme: 10px', '--color-gap: 10px', 'colors: 10px'])('not a property that only starts with color: %s', (query) => {
    expect(queryTerms(query)).not.toContain('二义性');
  });

  it.each(['border-top-color text-[5px]', 'border-color 和 w-[5px]'])('not a length that is a class’s value, no word of its own beside the property: %s', (query) => {
    expect(queryTerms(query)).not.toContain('二义性');
  });

  it.each(['rounded-[20rpx] 背景颜色 溢出', 'h-[1px] 分割线 颜色 太淡', 'w-[300rpx] bg-[#123456] 这种任意值 颜色 能直接写吗'])(
    'not a class whose prefix is no colour utility (review27r probes): %s',
    (query) => {
      expect(queryTerms(query)).not.toContain('二义性');
    },
  );
});

describe('an AI tool a reader names', () => {
  it.each(['ChatGPT 写小程序 tailwind', 'claude 生成的代码 样式不对', 'deepseek 写的 class'])('also searches the pages’ AI: %s', (query) => {
    expect(queryTerms(query)).toContain('ai');
  });

  it.each(['cursor-pointer 不生效', '盒模型', '用大模型生成页面', 'vscode copilot 没有 tailwind 类名提示'])('not a CSS property named like a tool, nor 模型 (盒模型), nor the editor’s completion (review28r probe): %s', (query) => {
    expect(queryTerms(query)).not.toContain('ai');
  });
});

describe('a Tailwind CSS major beside a failure of something else', () => {
  const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-4.x', label: '4.x'}];
  const record = (url: string, title: string, section: string, score: number): RankedRecord => ({url, title, section, kind: 'docs', tag: 'docs-default-4.x', content: '', score});
  // The v3 install page is about Tailwind CSS v3 (its sidebar section says so); the CSS variables page about no major.
  const install = record('/docs/4.x/quick-start/install#content', '安装与配置 Tailwind CSS（v3）', 'Tailwind CSS v3 快速开始', 60);
  const cssVars = record('/docs/4.x/issues/css-vars#symptom', 'CSS 变量失效问题', '常见问题', 100);
  const first = (query: string) => rankRecords([install, cssVars], queryIntent(query), docsVersions)[0].url;

  it('says which line the reader is on: the page about what fails is not passed by the page about the major', () => {
    expect(first('tailwind v3 scale-110 小程序没效果')).toBe('/docs/4.x/issues/css-vars#symptom');
  });

  it('still asks for the major’s pages without a failure, or when the failure is all it says', () => {
    expect(first('tailwind v3 scale-110')).toBe('/docs/4.x/quick-start/install#content');
    expect(first('tailwind v3 不生效')).toBe('/docs/4.x/quick-start/install#content');
  });

  it('still raises a page about the major whose title holds the whole query', () => {
    expect(queryIntent('tailwind v3 scale-110 小程序没效果').versionBesideFailure).toBe(true);
    // 60 × 4 (title words) × 2 (the title holds the phrase 小程序没效果) × 2.5 (the major) = 1200 against 1000; without the
    // major's factor 480.
    const titled = record('/docs/4.x/issues/v3-scale#why', 'Tailwind CSS v3 的 scale-110 在小程序没效果', 'Tailwind CSS v3 快速开始', 60);
    const louder = {...cssVars, score: 1000};
    expect(rankRecords([titled, louder], queryIntent('tailwind v3 scale-110 小程序没效果'), docsVersions)[0].url).toBe('/docs/4.x/issues/v3-scale#why');
  });
});

describe('a run of the query that is one word beside words that only ask', () => {
  const docsVersions = currentDocs;
  const record = (url: string, title: string, score: number, h2?: string): RankedRecord => ({url, title, h2, section: '指南', kind: 'docs', tag: 'docs-default-current', content: '', score});
  // A section whose heading says 配置 (更新配置文件), and a page that scores more on the query's words.
  const results = [record('/docs/a#update-configs', '升级旧项目', 10, '更新配置文件'), record('/docs/b', 'webpack 说明', 15)];
  const first = (query: string) => rankRecords(results, queryIntent(query), docsVersions)[0].url;

  it('is no phrase a heading holds: 怎么配置 is 配置, which any heading about configuration says', () => {
    expect(first('webpack 怎么配置')).toBe('/docs/b');
    expect(first('webpack 如何配置')).toBe('/docs/b');
  });

  it('a run of two words still is (更新配置: the heading that says them together is raised)', () => {
    expect(first('webpack 更新配置')).toBe('/docs/a#update-configs');
  });

  it('nor is a word beside a single character, no word of the query (只扫描 is 扫描)', () => {
    const scanned = [record('/docs/a#main-entry', '独立分包', 10, '主包入口：只扫描主包目录'), record('/docs/b', '@source 说明', 15)];
    expect(rankRecords(scanned, queryIntent('@source 只扫描'), docsVersions)[0].url).toBe('/docs/b');
  });

  it('but a character the segmenter cut off a word (多主题, 子元素) keeps the run a phrase (review29r probe: uniapp vue3 多主题)', () => {
    const themes = [record('/docs/a', '小程序多主题与暗色模式方案', 10), record('/docs/b', '主题 说明', 15)];
    expect(rankRecords(themes, queryIntent('uniapp vue3 多主题'), docsVersions)[0].url).toBe('/docs/a');
    const children = [record('/docs/a#children', '变体', 10, '子元素变体'), record('/docs/b', '元素 说明', 15)];
    expect(rankRecords(children, queryIntent('子元素 变体'), docsVersions)[0].url).toBe('/docs/a#children');
  });
});

describe('an archived page for a query that only asks how to set a framework up', () => {
  const docsVersions = currentDocs;
  const archived: RankedRecord = {
    url: '/docs/upgrade/uni-app#update-configs',
    title: '旧版 uni-app Vue 2 项目升级到 webpack 5（归档）',
    h2: '升级步骤',
    h3: '4. 更新配置文件',
    section: '指南',
    kind: 'docs',
    tag: 'docs-default-current',
    content: '',
    score: 100,
  };
  const guide: RankedRecord = {...archived, url: '/docs/quick-start/v4/uni-app-webpack', title: 'uni-app CLI（Vue 2 + webpack）接入 Tailwind CSS v4', h2: undefined, h3: undefined, category: 'uni-app', score: 40};
  const first = (query: string) => rankRecords([archived, guide], queryIntent(query), docsVersions)[0].url;

  it('is not raised by headings that hold every word (更新配置文件 under its title): the current guide answers', () => {
    // 100 against the guide's 40 × 3 × 1.5 = 180; with its headings counted, 100 × 2 = 200.
    expect(first('uniapp vue2 配置')).toBe('/docs/quick-start/v4/uni-app-webpack');
  });

  it('still is when the query says the project is old', () => {
    expect(first('老项目 uniapp vue2 配置')).toBe('/docs/upgrade/uni-app#update-configs');
  });
});

describe('a reader’s 装 and 配', () => {
  it.each([
    ['没用框架 直接用开发者工具写的项目怎么装', '安装'],
    ['tailwind 怎么装', '安装'],
    ['uniapp vue2 怎么配', '配置'],
  ])('are searched as the pages’ 安装 and 配置: %s', (query, word) => {
    expect(queryTerms(query)).toContain(word);
  });

  it('ask to set something up, as 安装 and 配置 do: the setup guides are not another reader’s', () => {
    expect(queryIntent('tailwind 怎么装').asksForGuides).toBe(true);
    expect(queryIntent('tailwind 怎么配').asksForGuides).toBe(true);
  });

  it('not 跑 (跑 h5 is no 运行 the pages explain), nor the 配 of a word (搭配, 配合)', () => {
    expect(queryTerms('uniapp 跑 h5 报错')).not.toContain('运行');
    expect(queryTerms('nutui 搭配 taro')).not.toContain('配置');
  });
});

describe('a query that starts with the reader’s setup', () => {
  const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
  const record = guideRecord;
  const rem = record('/docs/quick-start/rem2rpx#enable', 'rem 转 rpx（或 px）', 500, {h2: '开启默认换算'});
  const px = record('/docs/quick-start/css-unit-transform#px2rpx', 'CSS 单位转化', 200, {h2: 'px 转 rpx'});

  it('asks what follows the setup: a heading that is the rest matches exactly (vite uniapp px 转 rpx is the section px 转 rpx)', () => {
    expect(queryIntent('vite uniapp px 转 rpx').phraseKeys).toContain(exactKey('px 转 rpx'));
    expect(rankRecords([rem, px], queryIntent('vite uniapp px 转 rpx'), docsVersions)[0].url).toBe('/docs/quick-start/css-unit-transform#px2rpx');
  });

  it.each([
    ['taro vite 安装', '安装'],
    ['Taro 注册插件', '注册插件'],
    ['uniapp vue2 怎么配', '怎么配'],
  ])('not where the rest sets up or is filler: %s', (query, rest) => {
    expect(queryIntent(query).phraseKeys).not.toContain(exactKey(rest));
  });

  // Each gate alone (review29r: each of these held with the gate removed, the others masking it).
  it.each([
    ['taro vite 配置 路径别名', 'a rest that sets up (配置) asks for the guide'],
    ['uniapp 对比 taro 哪个好', 'a rest that names a framework compares setups'],
    ['taro 渐变', 'a rest of one word is no phrase'],
    ['taro 渐变 怎么样', 'a filler word (怎么样) is no second word'],
  ])('no key for %s: %s', (query) => {
    expect(queryIntent(query).setupQuestionKeys).toEqual([]);
  });

  it('nor without a setup before it', () => {
    expect(queryIntent('px 转 rpx').phraseKeys).toEqual([exactKey('px 转 rpx')]);
  });

  it('nor where the rest only names the product or the toolchain and a major (taro tailwindcss v3 asks for the Taro guide of v3)', () => {
    expect(queryIntent('taro tailwindcss v3').setupQuestionKeys).toEqual([]);
    expect(queryIntent('uniapp tailwind 4.x').setupQuestionKeys).toEqual([]);
    // The search e2e's query from a 5.x page: a 5.x page's section headed Tailwind CSS v3 (uni-app's css-macro page) does
    // not come before the 4.x Taro guide, which the major raises.
    const macro = record('/docs/quick-start/uni-app-css-macro#v3', 'uni-app 条件编译语法糖（css-macro）', 60, {h2: 'Tailwind CSS v3'});
    const taro = record('/docs/4.x/quick-start/frameworks/taro', 'Taro 注册插件（webpack5 与 Vite）', 10, {section: '指南 · Tailwind CSS v3', category: 'Taro', tag: 'docs-default-4.x'});
    expect(rankRecords([macro, taro], queryIntent('taro tailwindcss v3'), docsVersions, 'docs-default-current')[0].url).toBe('/docs/4.x/quick-start/frameworks/taro');
  });

  it('is no exact match on a page about another framework than the query names (mpx … is not the Taro guide’s question)', () => {
    const taroFaq = record('/docs/quick-start/v4/taro-webpack#rpx-color', 'Taro 4（webpack5）接入 Tailwind CSS v4', 300, {h2: '常见问题', h3: 'text-[32rpx] 会不会变成颜色', category: 'Taro'});
    const ambiguity = record('/docs/issues/rpx-ambiguities', 'rpx 任意值与类型二义性', 200, {section: '常见问题'});
    expect(queryIntent('mpx text-[32rpx] 会不会变成颜色').setupQuestionKeys).not.toEqual([]);
    expect(rankRecords([taroFaq, ambiguity], queryIntent('mpx text-[32rpx] 会不会变成颜色'), docsVersions)[0].url).toBe('/docs/issues/rpx-ambiguities');
    // A page about the query's own framework, or about none, still matches exactly.
    expect(rankRecords([taroFaq, ambiguity], queryIntent('taro text-[32rpx] 会不会变成颜色'), docsVersions)[0].url).toBe('/docs/quick-start/v4/taro-webpack#rpx-color');
    const anyReader = {...taroFaq, url: '/docs/options/arbitrary-values#rpx-color', title: '任意值', category: undefined, score: 100};
    expect(rankRecords([anyReader, ambiguity], queryIntent('mpx text-[32rpx] 会不会变成颜色'), docsVersions)[0].url).toBe('/docs/options/arbitrary-values#rpx-color');
  });

  it('matches as exactly as a title under a heading of a page about that setup (mpx 智能提示 is the Mpx guide’s section, not only IDE 智能提示设置)', () => {
    const editors = record('/docs/quick-start/intelliSense#wxml', 'IDE 智能提示设置', 270, {h2: 'VS Code', h3: 'wxml 文件的智能提示'});
    const mpxGuide = record('/docs/quick-start/v4/mpx#intellisense', 'Mpx 接入 Tailwind CSS v4', 360, {h2: '让 .mpx 文件获得智能提示', category: 'Mpx'});
    expect(rankRecords([editors, mpxGuide], queryIntent('mpx 智能提示'), docsVersions)[0].url).toBe('/docs/quick-start/v4/mpx#intellisense');
    // Another framework's guide does not: the title that says the question stays first.
    expect(rankRecords([editors, {...mpxGuide, url: '/docs/quick-start/v4/taro-vite#intellisense', title: 'Taro 4（Vite）接入 Tailwind CSS v4', h2: '让 Taro 获得智能提示', category: 'Taro'}], queryIntent('mpx 智能提示'), docsVersions)[0].url).toBe('/docs/quick-start/intelliSense#wxml');
    // Nor a page about no framework, however high it scores: its heading asks the question, but not about Mpx.
    const generic = record('/docs/quick-start/editors#hints', '编辑器设置', 360, {h2: '让编辑器获得智能提示'});
    expect(rankRecords([editors, generic], queryIntent('mpx 智能提示'), docsVersions)[0].url).toBe('/docs/quick-start/intelliSense#wxml');
  });
});

describe('a query that states a failure, and a page that says 不会生效 (review29r)', () => {
  const docsVersions = currentDocs;
  const record = (url: string, content: string, score: number, queryTerms: string[]): RankedRecord => ({url, title: url, section: '指南', kind: 'docs', tag: 'docs-default-current', content, score, queryTerms});
  // The pages state a failure as 不会生效 as often as 不生效 (css-unit-transform.mdx:275 为 h5 写的规则不会生效, weapp-tw-cli.mdx:134).
  const answer = record('/docs/css-unit-transform#unit-conversion', 'platforms 接受 h5 键，但在 uni-app 的 H5 构建里为 h5 写的规则不会生效。', 100, ['规则', '生效', 'platforms', 'h5']);
  const other = record('/docs/toast#taro', 'platforms 的 h5 键覆盖这条规则。', 80, ['规则', 'platforms', 'h5']);

  it('ranks the section that answers by its words', () => {
    expect(rankRecords([answer, other], queryIntent('platforms h5 规则 不生效'), docsVersions)[0].url).toBe('/docs/css-unit-transform#unit-conversion');
  });

  it('nor does a section give way whose failure is said past the text shipped with the index (400 characters)', () => {
    const long = {...answer, content: `${'platforms 的键按平台匹配。'.repeat(30)}…`};
    expect(rankRecords([long, other], queryIntent('platforms h5 规则 不生效'), docsVersions)[0].url).toBe('/docs/css-unit-transform#unit-conversion');
  });
});

describe('a major in a query that asks to set a framework up', () => {
  it.each([
    ['mpx 怎么配置 tailwind v3', 'mpx'],
    ['hbuilderx vue2 项目 tailwind v3', 'hbuilderx'],
    ['taro 4.x 安装', 'taro'],
  ])('still only asks to set it up: %s', (query, framework) => {
    expect(queryIntent(query).setupFrameworks).toEqual([framework]);
  });

  it('not beside a word of another question', () => {
    expect(queryIntent('mpx tailwind v3 样式不生效').setupFrameworks).toEqual([]);
  });

  it.each(['uniapp vue2 tailwind 2.x 配置', 'hbuilderx vue2 tailwind v2'])('not a major without framework guides (Tailwind CSS 2.x has one page): %s', (query) => {
    expect(queryIntent(query).setupFrameworks).toEqual([]);
  });

  const docsVersions: DocsVersionTag[] = [
    {tag: 'docs-default-current', label: '5.x'},
    {tag: 'docs-default-4.x', label: '4.x'},
  ];
  const v3 = {section: '指南 · Tailwind CSS v3'};
  const record = (url: string, title: string, score: number, extra: Partial<RankedRecord>): RankedRecord => ({url, title, kind: 'docs', tag: 'docs-default-4.x', content: '', score, section: '', ...extra});
  // The Tailwind CSS v3 install page says mpx and 配置 in more sections than the Mpx guide says them.
  const install = record('/docs/4.x/quick-start/install#postcss', '安装与配置 Tailwind CSS（v3）', 300, v3);
  const mpxGuide = record('/docs/4.x/quick-start/frameworks/mpx#register', 'Mpx 注册插件', 150, v3);
  const mpxV4Guide = record('/docs/4.x/quick-start/v4/mpx#install', 'Mpx 接入 Tailwind CSS v4', 200, {section: '指南 · Tailwind CSS v4'});

  it('puts the framework’s guide of that major first, not the major’s install page nor the guide of another major', () => {
    const ranked = rankRecords([install, mpxV4Guide, mpxGuide], queryIntent('mpx 怎么配置 tailwind v3'), docsVersions, 'docs-default-4.x');
    expect(ranked[0].url).toBe('/docs/4.x/quick-start/frameworks/mpx#register');
  });
});

describe('a query that names something and asks how to set it up (配置, 开启)', () => {
  const docsVersions = currentDocs;
  const record = guideRecord;

  it('looks for the heading that names it (px 转 rpx 怎么配置 is the section px 转 rpx)', () => {
    expect(queryIntent('px 转 rpx 怎么配置').phraseKeys).toContain(exactKey('px 转 rpx'));
    expect(queryIntent('rem转rpx 开启').phraseKeys).toContain(exactKey('rem转rpx'));
    const units = record('/docs/quick-start/css-unit-transform#px2rpx', 'CSS 单位转化', 150, {h2: 'px 转 rpx'});
    const rem = record('/docs/quick-start/rem2rpx#spacing-rpx-calc', 'rem 转 rpx（或 px）', 300, {h2: '常见问题', h3: '在 @theme 里把 --spacing 改成 rpx 后，尺寸和直接写 rpx 对不上'});
    expect(rankRecords([rem, units], queryIntent('px 转 rpx 怎么配置'), docsVersions)[0].url).toBe('/docs/quick-start/css-unit-transform#px2rpx');
  });

  it.each([
    ['px2rpx 配置', 'one word, which every section saying it holds'],
    ['tailwind css 配置', 'only the product’s names'],
    ['uniapp vue2 配置', 'a framework, whose guides answer'],
    ['weapp vite 怎么配', 'a framework by another name'],
  ])('not for %s: %s', (query) => {
    const {phraseKeys} = queryIntent(query);
    expect(phraseKeys.every((phrase) => /配/.test(phrase))).toBe(true);
  });

  it.each([
    ['屏幕 适配', '屏幕适', '适配 is a word of its own, not a setup verb after 适'],
    ['组件库 搭配', '组件库搭', '搭配 likewise'],
    ['颜色 值 匹配', '颜色值匹', '匹配 likewise'],
    ['小程序 页面 不 开启', '小程序页面不', 'a negated verb asks the opposite'],
    ['rem2rpx 无法 开启', 'rem2rpx无法', 'nor with a negation of two characters'],
    ['css 变量 不能 启用', 'css变量不能', 'likewise'],
    ['px 转 rpx 不需要 配置', 'px转rpx不需要', 'likewise'],
  ])('not for %s (no phrase %s): %s', (query, cut) => {
    expect(queryIntent(query).phraseKeys).not.toContain(cut);
  });
});

describe('a 生效 the reader does not negate', () => {
  const synonymsOf生效 = (query: string) => queryTermGroups(query).find((group) => group[0] === '生效') ?? [];

  it.each(['uniapp 某个class只想在微信小程序生效 其他端不要', '在 H5 端也生效', '配置什么时候生效'])(
    'says where or when something should take effect, not that it fails: no 失效 or 丢失 (%s)',
    (query) => {
      expect(synonymsOf生效(query)).toEqual(['生效']);
    },
  );

  it.each(['类名不生效', '样式没生效', 'tailwind 无法生效', '样式不生效，要重新保存一下配置文件才会生效'])('is the failure when a negation stands before it: %s', (query) => {
    expect(synonymsOf生效(query)).toEqual(expect.arrayContaining(tokenize('失效 丢失')));
  });

  it.each(['配置了 rem2rpx 没能生效', '阴影 shadow-lg 没能生效', 'disabled:opacity-50 生效不了', 'css 变量 生效不了'])('is the failure when 没能 negates it or 不了 follows: %s', (query) => {
    expect(synonymsOf生效(query)).toEqual(expect.arrayContaining(tokenize('失效 丢失')));
  });

  it.each([
    ['wxs 里的类名 无法正常生效', 'wxs 里的类名 不生效'],
    ['css 变量 不能正常生效', 'css 变量 不生效'],
    ['shadow 没法生效', 'shadow 不生效'],
    ['rem2rpx 没办法生效', 'rem2rpx 不生效'],
    ['dark: 未能生效', 'dark: 不生效'],
    ['配置没有正常生效', '配置没有生效'],
    ['样式不完全生效', '样式不生效'],
  ])('reads a negation of two characters, or an adverb after a negation, as the 不 of 不生效: %s', (query, same) => {
    expect(queryTermGroups(query)).toEqual(queryTermGroups(same));
  });

  it('keeps 正常 where it negates nothing before 生效 (配置不正常 生效 are two things the reader says)', () => {
    expect(typedTerms('配置不正常 生效')).toContain('不正常');
    expect(synonymsOf生效('配置不正常 生效')).toEqual(['生效']);
  });

  it('asks a page for no word 没能: 配置没能生效 searches the words of 配置没生效 and 配置不生效', () => {
    expect(queryTermGroups('配置没能生效')).toEqual(queryTermGroups('配置没生效'));
    expect(queryTermGroups('配置没能生效')).toEqual(queryTermGroups('配置不生效'));
  });
});

describe('build tools the reader says they do not use', () => {
  it('are left out like frameworks (没用 webpack 和 gulp): the pages about those tools are ruled out', () => {
    expect(typedTerms('原生小程序开发没用 webpack 和 gulp 能不能用这个库')).toEqual(['原生', '程序', '开发']);
    expect(normalizeQuery('不用 vite 怎么接入')).toBe('怎么接入');
  });

  it.each([
    ['不经过 vite 直接输出 wxss', '直接输出 wxss'],
    ['不走 vite 能生成 wxss 吗', '能生成 wxss 吗'],
    ['不依赖 webpack 和 gulp 能用吗', '能用吗'],
    ['不想用 taro 怎么接入', '怎么接入'],
  ])('are left out after the other ways of saying so (不经过, 不走, 不依赖, 不借助, 不想用): %s', (query, rest) => {
    expect(normalizeQuery(query)).toBe(rest);
  });

  it('but not 打包工具 itself, which the pages that answer write (不经过打包工具), nor a tool the reader uses', () => {
    expect(typedTerms('不用打包工具 直接生成css')).toEqual(expect.arrayContaining(['打包', '工具']));
    expect(typedTerms('用 webpack 和 gulp 打包')).toEqual(expect.arrayContaining(['webpack', 'gulp']));
  });

  it('nor a tool the reader needs something besides (除了 X 还要), while 除了 X 还支持 asks for the others', () => {
    expect(typedTerms('除了 vite 插件 还要装 postcss 吗')).toEqual(expect.arrayContaining(['vite', 'postcss']));
    expect(typedTerms('除了 webpack 还支持哪些打包工具')).not.toContain('webpack');
  });

  it('nor a file or package named after the tool (vite.config, vite-plugin-uni)', () => {
    expect(normalizeQuery('不用 vite.config.ts 怎么配置')).toContain('vite.config.ts');
    expect(normalizeQuery('没用 vite-plugin-uni')).toContain('vite-plugin-uni');
  });
});

describe('a change that shows only after the reader does something again', () => {
  it.each(['样式不生效 要重新保存一下才生效', '差量编译以后 任意值 bg-[#000] 样式丢失 清除编译缓存才恢复', '改了类名要重启才更新'])(
    'is the developer tool’s 热重载, which the pages name: %s',
    (query) => {
      expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('热重载')));
    },
  );

  it.each(['新加的类名 保存后刷新才显示', '改了类名 要重新编译才生效'])('is 热重载 after a save, build or reload too: %s', (query) => {
    expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('热重载')));
  });

  it.each(['改了类名 要重新 npm run dev 才生效', '改了类名 重新运行一下才生效', '开发者工具关掉重新打开才更新'])(
    'is 热重载 after running the dev build again too: %s',
    (query) => {
      expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('热重载')));
    },
  );

  it.each(['先执行 weapp-tw patch 再启动才生效', '手动引入 app.css 才生效', '删除 node_modules 重新安装才恢复'])(
    'not a setup step the reader had to take first: %s',
    (query) => {
      expect(queryTerms(query)).not.toEqual(expect.arrayContaining(tokenize('热重载')));
    },
  );

  it.each(['配置后才生效', '重新安装依赖', '升级到 5.3 才支持'])('not an edit picked up late, nor a redo without 才: %s', (query) => {
    expect(queryTerms(query)).not.toEqual(expect.arrayContaining(tokenize('热重载')));
  });

  it.each([
    ['样式不生效 要重新保存一下才生效', ['样式', '生效', '热重载']],
    ['样式不生效 需要重新保存 tailwind.config.js 才生效', ['样式', '生效', '热重载']],
    ['改了类名 要重新编译才生效', ['改了', '类名', '热重载']],
  ])('searches 热重载 instead of the words of the redo, which no page about the reload holds (upstream #123): %s', (query, terms) => {
    const searched = queryTermGroups(query).map(([typed]) => typed);
    expect(searched).toEqual(expect.arrayContaining(terms));
    for (const redone of ['重新', '保存', '编译', 'tailwind.config.js', 'config']) expect(searched).not.toContain(redone);
  });

  it('keeps a word of the redo that the query also says outside it (保存 of 保存后样式没变)', () => {
    expect(queryTermGroups('保存后样式没变 要重新保存才生效').map(([typed]) => typed)).toContain('保存');
  });

  it.each([
    ['重启才生效', '生效'],
    ['每次都要重新编译才生效', '生效'],
    ['改了类名 要重新保存才更新', '更新'],
  ])('keeps what the change did once it showed, the reader’s subject, beside 热重载: %s', (query, outcome) => {
    expect(queryTermGroups(query).map(([typed]) => typed)).toEqual(expect.arrayContaining([outcome, '热重载']));
  });

  it('not 显示, a word of anything shown', () => {
    expect(queryTermGroups('样式要刷新才显示').map(([typed]) => typed)).not.toContain('显示');
  });
});

describe('words that only ask how to find something out (怎么看, 如何查看, 怎么判断, 确认, 知道)', () => {
  const heading = exactKey('怎么判断项目用的是哪个大版本');

  it.each(['怎么看项目用的是哪个大版本', '如何查看项目用的是哪个大版本', '确认一下项目用的是哪个大版本', '想知道项目用的是哪个大版本'])(
    'are left out of exact keys: %s compares as the heading that asks it in other such words',
    (query) => {
      expect(queryIntent(query).phraseKeys).toContain(heading);
    },
  );

  it('puts that heading first as a section the query names', () => {
    const record = (url: string, title: string, score: number, extra: Partial<RankedRecord> = {}): RankedRecord => ({url, title, section: '更新及迁移', kind: 'docs', tag: 'default', content: '', score, ...extra});
    const results = [
      record('/docs/community/templates#versions', '各框架的模板项目', 40, {h2: '模板用的是哪个版本'}),
      record('/docs/migrations/v4-and-v5#check-version', '从 4.x 升级到 5.x', 10, {h2: '怎么判断项目用的是哪个大版本'}),
    ];
    expect(rankRecords(results, queryIntent('怎么看项目用的是哪个大版本'), currentDocs)[0].url).toBe('/docs/migrations/v4-and-v5#check-version');
  });

  it('and a heading’s 查看 without 如何, so 如何查看… still compares as the heading 查看…', () => {
    expect(queryIntent('如何查看实际生效的默认值').phraseKeys).toContain(exactKey('查看实际生效的默认值'));
  });

  it('leaves the words a heading is about: 看板, 判断条件', () => {
    expect(exactKey('看板')).toBe('看板');
    expect(exactKey('判断条件')).toBe('判断条件');
  });
});

describe('a Tailwind CSS major the newest line dropped, asked beside that line', () => {
  // What the index says each docs version documents: the current docs only Tailwind CSS v4.
  const docsVersions: IndexedDocsVersion[] = [
    {tag: 'docs-default-current', label: '5.x', about: {plugin: [], docs: 5, tailwind: [4]}},
    {tag: 'docs-default-4.x', label: '4.x', about: {plugin: [2, 4], docs: 4, tailwind: [2, 3, 4]}},
  ];
  const record = (url: string, title: string, section: string, score: number, tag: string): RankedRecord => ({url, title, section, kind: 'docs', tag, content: '', score});
  const results = [
    record('/docs/4.x/quick-start/install#install-deps', '安装与配置 Tailwind CSS（v3）', '指南 · Tailwind CSS v3', 50, 'docs-default-4.x'),
    record('/docs/migrations/v4-and-v5#who-should-stay', '从 4.x 升级到 5.x', '更新及迁移', 60, 'default'),
    record('/docs/4.x/quick-start/v4#integration', 'Tailwind CSS v4 开发参考手册', '指南 · Tailwind CSS v4', 50, 'docs-default-4.x'),
  ];
  const first = (query: string, read = 'docs-default-current') => rankRecords(results, queryIntent(query), docsVersions, read)[0].url;

  it.each(['tailwind v3 项目 升级到最新版', '新版插件 还支持 tailwind v3 吗', 'tailwind v3 项目 还能用 weapp-tailwindcss 5 吗'])(
    'does not raise the older line’s guides of that major over what the newest line says of it: %s',
    (query) => {
      expect(first(query)).toBe('/docs/migrations/v4-and-v5#who-should-stay');
      expect(first(query, 'docs-default-4.x')).toBe('/docs/migrations/v4-and-v5#who-should-stay');
    },
  );

  it('asked by the newest line’s major alone (还能用 5.x 吗), also where the older guide scores well ahead', () => {
    const ahead = [record('/docs/4.x/quick-start/install#install-deps', '安装与配置 Tailwind CSS（v3）', '指南 · Tailwind CSS v3', 200, 'docs-default-4.x'), results[1]];
    expect(rankRecords(ahead, queryIntent('tailwind v3 项目 还能用 5.x 吗'), docsVersions)[0].url).toBe('/docs/migrations/v4-and-v5#who-should-stay');
  });

  it.each(['tailwindcss v3 还能用吗', '还支持 tailwind v3 吗', 'tailwind v3 还可以用吗'])('reads whether a major can still be used as asked of the newest line: %s', (query) => {
    expect(queryIntent(query).asksStillUsable).toBe(true);
    expect(first(query)).toBe('/docs/migrations/v4-and-v5#who-should-stay');
  });

  it.each(['tailwindcss v3 还能用吗', 'taro 还支持 tailwind v3 吗', 'tailwind v3 还兼容 mpx 吗'])(
    'but from an older line that still has that major, not over that line’s own guides for it: %s',
    (query) => {
      const ahead = [record('/docs/4.x/quick-start/install#install-deps', '安装与配置 Tailwind CSS（v3）', '指南 · Tailwind CSS v3', 80, 'docs-default-4.x'), results[1]];
      expect(rankRecords(ahead, queryIntent(query), docsVersions, 'docs-default-4.x')[0].url).toBe('/docs/4.x/quick-start/install#install-deps');
      // Read from the newest line, that older line's guide gives way.
      expect(rankRecords(ahead, queryIntent(query), docsVersions)[0].url).toBe('/docs/migrations/v4-and-v5#who-should-stay');
      // Asked of the newest line by name, it gives way from the older line too.
      expect(rankRecords(ahead, queryIntent(`新版 ${query}`), docsVersions, 'docs-default-4.x')[0].url).toBe('/docs/migrations/v4-and-v5#who-should-stay');
    },
  );

  it('raises the migration to the newest line, which says what it dropped, over pages that only say the words', () => {
    const other = [record('/docs/principle#v3-v4', '工作原理', '指南', 100, 'docs-default-current'), results[1], results[0]];
    for (const query of ['新版还兼容 tailwind v3 吗', 'tailwind v3 项目 升级到最新版']) {
      expect(rankRecords(other, queryIntent(query), docsVersions)[0].url).toBe('/docs/migrations/v4-and-v5#who-should-stay');
      expect(rankRecords(other, queryIntent(query), docsVersions, 'docs-default-4.x')[0].url).toBe('/docs/migrations/v4-and-v5#who-should-stay');
    }
    // Not for a major the newest line documents, nor a query that does not ask about the newest line.
    expect(rankRecords(other, queryIntent('新版还兼容 tailwind v4 吗'), docsVersions)[0].url).toBe('/docs/principle#v3-v4');
    expect(rankRecords(other, queryIntent('tailwind v3 原理'), docsVersions)[0].url).toBe('/docs/principle#v3-v4');
  });

  it('but not what the reader still uses or needs (还在用, 还要)', () => {
    for (const query of ['还在用 tailwind v3 的项目 安装', 'tailwind v3 还要装 postcss 吗']) {
      expect(queryIntent(query).asksNewestLine).toBe(false);
      expect(queryIntent(query).asksStillUsable).toBe(false);
    }
  });

  it('reads 升级 before a major as where to, not as the newest line (tailwind v2 升级 v3)', () => {
    expect(queryIntent('tailwind v2 升级 v3').asksNewestLine).toBe(false);
    expect(queryIntent('tailwindcss 2 升级到 3').asksNewestLine).toBe(false);
    expect(queryIntent('tailwind v3 项目 要升级吗').asksNewestLine).toBe(true);
  });

  it('raises them for a query that does not ask about the newest line, or names a major the newest line documents', () => {
    expect(first('tailwind v3 项目 安装')).toBe('/docs/4.x/quick-start/install#install-deps');
    expect(first('tailwind v4 升级', 'docs-default-4.x')).toBe('/docs/4.x/quick-start/v4#integration');
  });
});

describe('a query that names only a Tailwind CSS major', () => {
  const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
  const record = (url: string, score: number, tag: string): RankedRecord => ({url, title: '独立分包与多个 Tailwind CSS 上下文', section: '生态', kind: 'docs', tag, content: '', score, h2: 'Tailwind CSS v3'});
  const results = [record('/docs/4.x/quick-start/independent-pkg#v3', 100, 'docs-default-4.x'), record('/docs/quick-start/independent-pkg#v3', 80, 'docs-default-current')];
  const first = (query: string, read = 'docs-default-current') => rankRecords(results, queryIntent(query), docsVersions, read)[0].url;

  it('puts the pages of an older plugin line than the reader’s a little after the reader’s line', () => {
    expect(first('tailwind v3 独立分包')).toBe('/docs/quick-start/independent-pkg#v3');
  });

  it('not with a plugin major beside it, nor for a reader of the older line', () => {
    expect(first('weapp-tailwindcss 4.x tailwind v3 独立分包')).toBe('/docs/4.x/quick-start/independent-pkg#v3');
    expect(first('tailwind v3 独立分包', 'docs-default-4.x')).toBe('/docs/4.x/quick-start/independent-pkg#v3');
  });
});

describe('an adverb the segmenter glues to 没 (都没了, 也没了)', () => {
  it.each(['渐变都没了', '图标也没了'])('is read apart, so that the failure word 没了 stays: %s', (query) => {
    expect(queryTermGroups(query).map(([typed]) => typed)).toContain('没了');
    expect(queryTerms(query)).toEqual(expect.arrayContaining(tokenize('失效')));
  });
});

describe('an adverb before 没 that is no 没了 (都没有报错, 也没用)', () => {
  it.each([
    ['build 都没有报错', '没有'],
    ['rem2rpx 配了也没用', '没用'],
  ])('is not read apart into a word that is no failure: %s', (query, noFailureWord) => {
    expect(queryTermGroups(query).map(([typed]) => typed)).not.toContain(noFailureWord);
  });
});

describe('a class the reader counts or points at (某个class, 这个 class, 一个类)', () => {
  it.each(['uniapp 某个class只想在微信小程序生效', '这个 class 只在 H5 生效', '哪些 class 会被转义'])('also searches the pages’ 类名 beside class: %s', (query) => {
    expect(queryTermGroups(query).find(([typed]) => typed === 'class')).toEqual(['class', '类名']);
  });

  it('searches 类名 for the 类 of 一个类, a character no word of the query', () => {
    expect(queryTermGroups('uni-app 一个类只在 H5 端生效')).toContainEqual(['类名']);
  });

  it.each(['class 绑定', '静态 class 正常', '主题 class 切换', '这类问题', '这个类型 报错', '一个类似的写法'])('not class or 类 of another sense: %s', (query) => {
    expect(queryTerms(query)).not.toContain('类名');
  });
});

describe('a wish between 只 and 在 (只想在微信小程序生效)', () => {
  it('is the pages’ 只在: the segmenter’s 只想 is no word a page about it holds', () => {
    expect(normalizeQuery('只想在微信小程序生效')).toBe('只在微信小程序生效');
    expect(normalizeQuery('只希望在 H5 生效')).toBe('只在 H5 生效');
    expect(typedTerms('某个class只想在微信小程序生效')).toContain('只在');
  });

  it('not 只要在 (as long as)', () => {
    expect(normalizeQuery('只要在 main.ts 引入')).toBe('只要在 main.ts 引入');
  });
});

describe('a style wanted on some platforms only', () => {
  const conditional = tokenize('条件编译');

  it.each([
    'uniapp 某个class只想在微信小程序生效 其他端不要',
    '只在 app 上显示的样式怎么写',
    'uniapp class 区分平台',
    'tailwind 按端写不同的 class',
    '小程序端和h5端用不同的类怎么写',
    '支付宝小程序端单独加一个 class',
    '非 H5 端加个 padding',
  ])('also searches 条件编译, the pages’ word for it, which a page need not hold: %s', (query) => {
    expect(queryTerms(query)).toEqual(expect.arrayContaining(conditional));
    expect(queryIntent(query).wordGroups.flat()).not.toContain(conditional[0]);
  });

  it.each(['H5 端样式失效', '其他平台能用吗', '微信小程序正常 其他平台不生效', '只在页面里正常', '只作用于 view text'])('not a platform named for another reason: %s', (query) => {
    expect(queryTerms(query)).not.toContain(conditional[0]);
  });

  it.each(['只在 H5 端不生效', '只在 iOS 上渐变不显示', '只在安卓没有效果', '样式只在 app.wxss 里生效', '只在 uni-app 里生效', 'uni-app 单独分包', '小程序分包单独打包', '单独给 webpack 配置'])(
    'not a failure on one platform, nor a name a platform is part of, nor a package set apart: %s',
    (query) => {
      expect(queryTerms(query)).not.toContain(conditional[0]);
    },
  );

  it.each(['只在 iOS 上显示异常', '只在 H5 上显示偏移', '只在 H5 显示正常 小程序错乱', 'px 转换只对 H5 生效吗', '插件按平台自动切换'])(
    'not what the style does on one platform said wrong or asked about, nor the plugin’s own 按平台自动切换: %s',
    (query) => {
      expect(queryTerms(query)).not.toContain(conditional[0]);
    },
  );
});

describe('支持 that only asks whether the product works somewhere', () => {
  it.each(['mpx 支持吗', 'hbuilderx 能支持吗', '鸿蒙 支不支持', '原生项目 可以支持么', 'rax 还支持吗'])('is the question, as 能用吗 is, no word a page must hold: %s', (query) => {
    expect(typedTerms(query)).not.toContain('支持');
  });

  it.each(['weapp-tailwindcss 5 支持 tailwind v3 吗', '是否支持引用外部包组件', 'px2rpx 从哪个版本开始支持', '支持哪些框架'])('not 支持 beside what is supported: %s', (query) => {
    expect(typedTerms(query)).toContain('支持');
  });
});

describe('a mini program platform beside a framework that the query asks to set up', () => {
  it.each([['京东小程序 taro 能用吗', 'taro'], ['qq 小程序 原生项目 怎么接入', '原生'], ['百度小程序 原生开发 能用吗', '原生'], ['支付宝 uniapp 安装', 'uniapp']])('is where the reader’s project runs, no subject of its own: %s', (query, framework) => {
    expect(queryIntent(query).setupFrameworks).toEqual([framework]);
  });

  it('not beside a word of another question, nor without a framework', () => {
    expect(queryIntent('支付宝 taro 样式不生效').setupFrameworks).toEqual([]);
    expect(queryIntent('百度小程序 能用吗').setupFrameworks).toEqual([]);
  });
});
