// Generates the baseline for the benchmark: a stock Docusaurus 3.9.2 "classic" TypeScript site (what
// `create-docusaurus classic --typescript` gives, re-written here) in the zh-cn locale, with as many
// docs pages as this site has and three blog posts. It lives in `.bench/stock-site/` (git-ignored) and
// is generated, installed and built once; later runs reuse it. Only the docs are regenerated when this
// site's docs page count changes.
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {createWriteStream, existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Bump when the generated files change, so a cached stock site is regenerated and rebuilt. */
export const GENERATOR_VERSION = 3;
export const DOCUSAURUS_VERSION = '3.9.2';
/** Docs per sidebar category folder. */
const DOCS_PER_FOLDER = 16;
const MIN_DOC_BYTES = 3000;
const MAX_DOC_BYTES = 6000;

/** Small deterministic PRNG (mulberry32), so the same doc index always gives the same page. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const pickSome = (random, list, count) => Array.from({length: count}, () => pick(random, list));

const zhSentences = [
  '本节介绍如何在项目中完成基础配置，并说明每个选项的作用。',
  '构建工具会在编译阶段读取配置文件，然后生成对应的产物。',
  '如果你已经熟悉前端工程化，可以直接跳到下一节查看完整示例。',
  '默认配置适用于大多数场景，只有在遇到兼容问题时才需要调整。',
  '我们建议先在一个新建的示例项目中验证这些设置，再迁移到正式项目。',
  '升级之前请备份现有的配置，并阅读版本说明中列出的不兼容变更。',
  '这个选项会影响生成的样式文件大小，打开后构建时间会略有增加。',
  '在团队协作中，统一的代码风格能显著降低沟通成本。',
  '所有命令都可以在项目根目录下运行，不需要全局安装任何工具。',
  '遇到问题时，先清理缓存目录，然后重新执行一次完整构建。',
  '插件按照数组中的顺序依次执行，后面的插件可以覆盖前面的结果。',
  '文档中的示例代码都经过测试，可以直接复制到你的项目中使用。',
  '开发模式下会启用热更新，保存文件后页面会自动刷新。',
  '生产构建会压缩脚本与样式，并为静态资源加上内容哈希。',
  '如果需要支持更多平台，请参考下方的兼容性表格。',
  '配置项的值可以是字符串、数组或者返回这些值的函数。',
  '日志级别设置为详细模式后，终端会输出每一步的耗时。',
  '为了获得更好的性能，请尽量避免在运行时动态生成样式。',
];

const enSentences = [
  'This section explains the basic setup and what each option does.',
  'The build step reads the configuration file and emits the output bundle.',
  'You can skip ahead to the full example if you already know the toolchain.',
  'The defaults work for most projects; change them only when something breaks.',
  'Run every command from the project root; nothing needs a global install.',
  'Plugins run in order, and a later plugin can override an earlier one.',
  'Production builds minify scripts and styles and hash every static asset.',
  'Clear the cache folder first whenever a build behaves unexpectedly.',
  'Every code sample on this page is tested and can be copied as is.',
  'Hot reloading is enabled in development, so saved files refresh the page.',
  'Check the compatibility table below before targeting a new platform.',
  'Verbose logging prints the time spent in each step of the pipeline.',
];

const headings = [
  ['安装', 'Installation'],
  ['基础配置', 'Basic configuration'],
  ['进阶用法', 'Advanced usage'],
  ['常见问题', 'Troubleshooting'],
  ['性能优化', 'Performance'],
  ['迁移指南', 'Migration'],
  ['工作原理', 'How it works'],
  ['最佳实践', 'Best practices'],
  ['兼容性', 'Compatibility'],
  ['命令行', 'Command line'],
];

const subheadings = ['示例', '注意事项', 'Options', 'Example', '参数说明', 'Details', '默认值', 'Notes'];

const topics = ['构建', '样式', '主题', '插件', '路由', '部署', '测试', '国际化', '缓存', '组件', '配置', '发布'];
const topicsEn = ['Build', 'Styles', 'Theming', 'Plugins', 'Routing', 'Deploy', 'Testing', 'i18n', 'Cache', 'Components', 'Config', 'Release'];

const tableRows = [
  ['`mode`', '`string`', '`"auto"`', '运行模式 / run mode'],
  ['`minify`', '`boolean`', '`true`', '是否压缩输出 / minify the output'],
  ['`include`', '`string[]`', '`[]`', '需要处理的文件 / files to process'],
  ['`exclude`', '`string[]`', '`["node_modules"]`', '跳过的文件 / files to skip'],
  ['`cacheDir`', '`string`', '`".cache"`', '缓存目录 / cache folder'],
  ['`logLevel`', '`string`', '`"info"`', '日志级别 / log level'],
  ['`target`', '`string`', '`"es2020"`', '输出语法版本 / output syntax'],
  ['`sourcemap`', '`boolean`', '`false`', '生成源码映射 / emit source maps'],
];

const codeSamples = [
  ['ts', ['import {defineConfig} from "./config";', '', 'export default defineConfig({', '  mode: "auto",', '  minify: true,', '  include: ["src/**/*.ts"],', '});']],
  ['js', ['const path = require("node:path");', '', 'module.exports = {', '  cacheDir: path.join(__dirname, ".cache"),', '  logLevel: "info",', '};']],
  ['json', ['{', '  "name": "example-app",', '  "private": true,', '  "scripts": {', '    "build": "example build",', '    "start": "example start"', '  }', '}']],
  ['css', ['.container {', '  display: flex;', '  gap: 1rem;', '  padding: 1rem 2rem;', '}', '', '.title {', '  font-size: 1.5rem;', '}']],
  ['tsx', ['export function Badge({label}: {label: string}) {', '  return <span className="badge">{label}</span>;', '}']],
];

function paragraph(random) {
  const zh = pickSome(random, zhSentences, 2 + Math.floor(random() * 2)).join('');
  const en = pickSome(random, enSentences, 1 + Math.floor(random() * 2)).join(' ');
  return `${zh} ${en}`;
}

function list(random, ordered) {
  const count = 3 + Math.floor(random() * 3);
  return Array.from({length: count}, (_, index) => {
    const item = random() < 0.5 ? pick(random, zhSentences) : pick(random, enSentences);
    return `${ordered ? `${index + 1}.` : '-'} ${item}`;
  }).join('\n');
}

function table(random) {
  const count = 3 + Math.floor(random() * 3);
  const rows = pickSome(random, tableRows, count).map((row) => `| ${row.join(' | ')} |`);
  return ['| 配置项 | 类型 | 默认值 | 说明 |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function codeBlock(random) {
  const [language, lines] = pick(random, codeSamples);
  return ['```' + language, ...lines, '```'].join('\n');
}

function section(random, level, full) {
  const [zh, en] = pick(random, headings);
  const parts = [`${'#'.repeat(level)} ${zh} ${en}`, paragraph(random)];
  if (full || random() < 0.6) parts.push(list(random, !full && random() < 0.3));
  if (full || random() < 0.4) parts.push(`### ${pick(random, subheadings)}`, paragraph(random));
  if (full || random() < 0.3) parts.push(table(random));
  if (full || random() < 0.4) parts.push(codeBlock(random));
  if (full) parts.push(list(random, true));
  return parts.join('\n\n');
}

const byteLength = (text) => Buffer.byteLength(text, 'utf8');

/**
 * One generated docs page: front matter, an intro paragraph and sections with headings, lists, a table
 * and a code block, 3–6 KB of UTF-8 Markdown that is also valid MDX.
 * @param {number} index 0-based page number (0 is the intro page)
 * @param {number} position sidebar position inside its folder
 * @returns {string}
 */
export function generateDocMarkdown(index, position) {
  const random = createRandom(1000 + index);
  const topic = topics[index % topics.length];
  const topicEn = topicsEn[index % topicsEn.length];
  const title = index === 0 ? '快速开始 Getting started' : `${topic}指南 ${index}：${topicEn} guide`;
  const target = MIN_DOC_BYTES + Math.floor(random() * (MAX_DOC_BYTES - MIN_DOC_BYTES - 800));
  let text = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${topic}相关的说明与示例（第 ${index} 篇）。Notes and examples about ${topicEn.toLowerCase()}.`)}`,
    `sidebar_position: ${position}`,
    '---',
    '',
    paragraph(random),
    '',
    section(random, 2, true),
    '',
  ].join('\n');
  for (let guard = 0; byteLength(text) < target && guard < 20; guard += 1) {
    const next = section(random, 2, false);
    if (byteLength(text) + byteLength(next) + 1 > MAX_DOC_BYTES) {
      const short = `${paragraph(random)}\n`;
      if (byteLength(text) + byteLength(short) + 1 > MAX_DOC_BYTES) break;
      text += `\n${short}`;
      continue;
    }
    text += `\n${next}\n`;
  }
  return text;
}

/**
 * Where each generated doc goes: the intro page at the root, the others in folders of 16.
 * @param {number} count total docs pages
 * @returns {{index: number, file: string, position: number, folder?: string, folderPosition?: number}[]}
 */
export function docLayout(count) {
  const layout = [];
  for (let index = 0; index < count; index += 1) {
    if (index === 0) {
      layout.push({index, file: 'intro.md', position: 1});
      continue;
    }
    const folderNumber = Math.floor((index - 1) / DOCS_PER_FOLDER) + 1;
    const folder = `part-${String(folderNumber).padStart(2, '0')}`;
    const position = ((index - 1) % DOCS_PER_FOLDER) + 1;
    layout.push({index, file: `${folder}/page-${String(index).padStart(3, '0')}.md`, position, folder, folderPosition: folderNumber + 1});
  }
  return layout;
}

function blogPost(number, date, slugTitle, tags) {
  const random = createRandom(5000 + number);
  const body = [section(random, 2, true), section(random, 2, false), section(random, 2, false)].join('\n\n');
  return [
    '---',
    `slug: ${slugTitle}`,
    `title: ${JSON.stringify(`版本更新 ${number}：Release notes ${number}`)}`,
    'authors: [maintainer]',
    `tags: [${tags.join(', ')}]`,
    `date: ${date}`,
    '---',
    '',
    paragraph(random),
    '',
    '<!-- truncate -->',
    '',
    body,
    '',
  ].join('\n');
}

function stockPackageJson() {
  return {
    name: 'bench-stock-site',
    version: '0.0.0',
    private: true,
    scripts: {
      docusaurus: 'docusaurus',
      start: 'docusaurus start',
      build: 'docusaurus build',
      swizzle: 'docusaurus swizzle',
      clear: 'docusaurus clear',
      serve: 'docusaurus serve',
      'write-translations': 'docusaurus write-translations',
      'write-heading-ids': 'docusaurus write-heading-ids',
      typecheck: 'tsc',
    },
    dependencies: {
      '@docusaurus/core': DOCUSAURUS_VERSION,
      '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
      '@mdx-js/react': '^3.0.0',
      clsx: '^2.0.0',
      'prism-react-renderer': '^2.3.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
    devDependencies: {
      '@docusaurus/module-type-aliases': DOCUSAURUS_VERSION,
      '@docusaurus/tsconfig': DOCUSAURUS_VERSION,
      '@docusaurus/types': DOCUSAURUS_VERSION,
      typescript: '~5.6.2',
    },
    // Same pins as this site: the registry lacks @docsearch/core@4.7.1, and webpack ≥ 5.106 breaks webpackbar.
    overrides: {'@docsearch/react': '4.7.0', webpack: '5.105.4'},
    browserslist: {
      production: ['>0.5%', 'not dead', 'not op_mini all'],
      development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
    },
    engines: {node: '>=20.0'},
  };
}

const docusaurusConfig = `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

// A stock classic-template configuration (create-docusaurus ${DOCUSAURUS_VERSION}), in the zh-cn locale.
const config: Config = {
  title: '基准站点',
  tagline: '一个用于对比的标准 Docusaurus 站点',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
  },

  url: 'https://example.com',
  baseUrl: '/',

  organizationName: 'example',
  projectName: 'stock-site',

  onBrokenLinks: 'throw',

  i18n: {
    defaultLocale: 'zh-cn',
    locales: ['zh-cn'],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
        },
        blog: {
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
          },
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: '基准站点',
      logo: {
        alt: '基准站点 Logo',
        src: 'img/logo.svg',
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          position: 'left',
          label: '教程',
        },
        {to: '/blog', label: '博客', position: 'left'},
        {
          href: 'https://github.com/facebook/docusaurus',
          label: 'GitHub',
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {
              label: '教程',
              to: '/docs/intro',
            },
          ],
        },
        {
          title: '社区',
          items: [
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/docusaurus',
            },
            {
              label: 'Discord',
              href: 'https://discordapp.com/invite/docusaurus',
            },
            {
              label: 'X',
              href: 'https://x.com/docusaurus',
            },
          ],
        },
        {
          title: '更多',
          items: [
            {
              label: '博客',
              to: '/blog',
            },
            {
              label: 'GitHub',
              href: 'https://github.com/facebook/docusaurus',
            },
          ],
        },
      ],
      copyright: \`Copyright © \${new Date().getFullYear()} Example, Inc. Built with Docusaurus.\`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
`;

const sidebars = `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  tutorialSidebar: [{type: 'autogenerated', dirName: '.'}],
};

export default sidebars;
`;

const homePage = `import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import Heading from '@theme/Heading';

import styles from './index.module.css';

function HomepageHeader() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Docusaurus 教程 - 5 分钟 ⏱️
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={\`Hello from \${siteConfig.title}\`} description="Description will go into a meta tag in <head />">
      <HomepageHeader />
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
`;

const homePageCss = `/**
 * CSS files with the .module.css suffix will be treated as CSS modules
 * and scoped locally.
 */

.heroBanner {
  padding: 4rem 0;
  text-align: center;
  position: relative;
  overflow: hidden;
}

@media screen and (max-width: 996px) {
  .heroBanner {
    padding: 2rem;
  }
}

.buttons {
  display: flex;
  align-items: center;
  justify-content: center;
}
`;

const featuresComponent = `import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type FeatureItem = {
  title: string;
  Svg: React.ComponentType<ComponentProps<'svg'>>;
  description: ReactNode;
};

const FeatureList: FeatureItem[] = [
  {
    title: '易于使用',
    Svg: require('@site/static/img/feature-mountain.svg').default,
    description: <>Docusaurus 从一开始就是为了易于安装和使用而设计的，可以让你的网站快速运行起来。</>,
  },
  {
    title: '专注于重要的事情',
    Svg: require('@site/static/img/feature-tree.svg').default,
    description: <>Docusaurus 让你专注于文档，其余的琐事交给我们。把文档放进 <code>docs</code> 目录即可。</>,
  },
  {
    title: '由 React 驱动',
    Svg: require('@site/static/img/feature-react.svg').default,
    description: <>通过复用 React 扩展或自定义网站布局。Docusaurus 可以在复用页头与页脚的同时进行扩展。</>,
  },
];

function Feature({title, Svg, description}: FeatureItem) {
  return (
    <div className={clsx('col col--4')}>
      <div className="text--center">
        <Svg className={styles.featureSvg} role="img" />
      </div>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {FeatureList.map((props, idx) => (
            <Feature key={idx} {...props} />
          ))}
        </div>
      </div>
    </section>
  );
}
`;

const featuresCss = `.features {
  display: flex;
  align-items: center;
  padding: 2rem 0;
  width: 100%;
}

.featureSvg {
  height: 200px;
  width: 200px;
}
`;

const customCss = `/**
 * Any CSS included here will be global. The classic template
 * bundles Infima by default. Infima is a CSS framework designed to
 * work well for content-centric websites.
 */

/* You can override the default Infima variables here. */
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
}

/* For readability concerns, you should choose a lighter palette in dark mode. */
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-darker: #1fa588;
  --ifm-color-primary-darkest: #1a8870;
  --ifm-color-primary-light: #29d5b0;
  --ifm-color-primary-lighter: #32d8b4;
  --ifm-color-primary-lightest: #4fddbf;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.3);
}
`;

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" rx="40" fill="#2e8555"/><path d="M50 140 L100 50 L150 140 Z" fill="#fff"/><circle cx="100" cy="115" r="18" fill="#25c2a0"/></svg>\n`;

function featureSvg(color, shape) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" rx="24" fill="#f3f4f6"/>${shape.replaceAll('COLOR', color)}<rect x="60" y="240" width="280" height="12" rx="6" fill="#d1d5db"/></svg>\n`;
}

const staticFiles = {
  'img/logo.svg': logoSvg,
  'img/favicon.svg': logoSvg,
  'img/author.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#25c2a0"/><circle cx="32" cy="26" r="12" fill="#fff"/><path d="M12 56 Q32 34 52 56" fill="#fff"/></svg>\n`,
  'img/feature-mountain.svg': featureSvg('#2e8555', '<path d="M40 230 L150 70 L230 180 L280 120 L360 230 Z" fill="COLOR"/>'),
  'img/feature-tree.svg': featureSvg('#29784c', '<rect x="185" y="150" width="30" height="80" fill="#8b5e34"/><circle cx="200" cy="120" r="70" fill="COLOR"/>'),
  'img/feature-react.svg': featureSvg('#25c2a0', '<g fill="none" stroke="COLOR" stroke-width="10"><ellipse cx="200" cy="140" rx="120" ry="45"/><ellipse cx="200" cy="140" rx="120" ry="45" transform="rotate(60 200 140)"/><ellipse cx="200" cy="140" rx="120" ry="45" transform="rotate(120 200 140)"/></g><circle cx="200" cy="140" r="20" fill="COLOR"/>'),
};

const tsconfig = {
  extends: '@docusaurus/tsconfig',
  compilerOptions: {baseUrl: '.'},
  exclude: ['.docusaurus', 'build'],
};

const authorsYml = `maintainer:
  name: 维护者 Maintainer
  title: 基准站点维护者
  url: https://example.com
  image_url: /img/author.svg
`;

const tagsYml = `release:
  label: 发布
  permalink: /release
  description: 版本发布说明

guide:
  label: 指南
  permalink: /guide
  description: 使用指南
`;

/**
 * A page of this site as Markdown the stock site can build: its title and its body, with links into this
 * site's pages (broken links there) pointing at the stock site's first doc instead.
 * @param {string} markdown a page of this site that uses no MDX components outside code blocks
 */
function stockBody(markdown) {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!frontMatter) throw new Error('the benchmark page has no front matter');
  const title = (/^title:\s*(.+)$/m.exec(frontMatter[1])?.[1] ?? 'Benchmark page').replace(/^(["'])(.*)\1$/, '$2');
  const body = markdown.slice(frontMatter[0].length).trimStart().replace(/\]\(\/(?!img\/)[^)\s]*\)/g, `](${STOCK_DOC_PATH})`);
  return {title, body};
}

/**
 * This site's benchmark article as a post of the stock site: the same Markdown body, with front matter
 * the stock site can build (its author and tags, no cover image) and the newest date, so that it is
 * the post its blog list links first. The blog comparison then measures the theme, not the article.
 * @param {string} markdown a post of this site (its posts use no MDX components outside code blocks)
 */
export function stockCopyOfPost(markdown) {
  const {title, body} = stockBody(markdown);
  return ['---', 'slug: benchmark-article', `title: ${JSON.stringify(title)}`, 'authors: [maintainer]', 'tags: [release]', 'date: 2025-12-31', '---', '', body].join('\n');
}

/**
 * This site's benchmark doc page (/docs/intro) as the stock site's first doc, so that the doc comparison,
 * like the blog one, measures the two sites' code on the same content.
 * @param {string} markdown the doc's source (admonitions, tables and code blocks, no MDX components)
 */
export function stockCopyOfDoc(markdown) {
  const {title, body} = stockBody(markdown);
  return ['---', `title: ${JSON.stringify(title)}`, 'sidebar_position: 1', '---', '', body].join('\n');
}

/**
 * All files of the stock site for `docPages` docs pages, as relative path → content.
 * @param {number} docPages
 * @param {string} benchmarkArticle this site's benchmark post, copied by stockCopyOfPost
 * @param {string} benchmarkDoc this site's benchmark doc, copied by stockCopyOfDoc as the first doc
 * @returns {Map<string, string>}
 */
export function stockSiteFiles(docPages, benchmarkArticle, benchmarkDoc) {
  const files = new Map();
  files.set('package.json', `${JSON.stringify(stockPackageJson(), null, 2)}\n`);
  files.set('docusaurus.config.ts', docusaurusConfig);
  files.set('sidebars.ts', sidebars);
  files.set('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
  files.set('src/pages/index.tsx', homePage);
  files.set('src/pages/index.module.css', homePageCss);
  files.set('src/components/HomepageFeatures/index.tsx', featuresComponent);
  files.set('src/components/HomepageFeatures/styles.module.css', featuresCss);
  files.set('src/css/custom.css', customCss);
  for (const [name, content] of Object.entries(staticFiles)) files.set(`static/${name}`, content);
  files.set('blog/authors.yml', authorsYml);
  files.set('blog/tags.yml', tagsYml);
  files.set('blog/2025-01-15-release-1.md', blogPost(1, '2025-01-15', 'release-1', ['release']));
  files.set('blog/2025-03-20-release-2.md', blogPost(2, '2025-03-20', 'release-2', ['release', 'guide']));
  files.set('blog/2025-06-10-release-3.md', blogPost(3, '2025-06-10', 'release-3', ['guide']));
  files.set('blog/2025-12-31-benchmark-article.mdx', stockCopyOfPost(benchmarkArticle));
  const folders = new Map();
  for (const entry of docLayout(docPages)) {
    files.set(`docs/${entry.file}`, entry.index === 0 ? stockCopyOfDoc(benchmarkDoc) : generateDocMarkdown(entry.index, entry.position));
    if (entry.folder) folders.set(entry.folder, entry.folderPosition);
  }
  for (const [folder, position] of folders) {
    const number = Number(folder.slice('part-'.length));
    files.set(`docs/${folder}/_category_.json`, `${JSON.stringify({label: `第 ${number} 部分 Part ${number}`, position}, null, 2)}\n`);
  }
  return files;
}

/** The stock site's first doc, its "doc page" in the benchmark. */
export const STOCK_DOC_PATH = '/docs/intro';

function run(command, args, {cwd, logFile, env = process.env}) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout.pipe(log, {end: false});
    child.stderr.pipe(log, {end: false});
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}`));
    });
  });
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Makes sure `.bench/stock-site` holds the generated site for `docPages` docs pages and its dependencies.
 * Writes only what changed; when the docs change, the cached stock build and its measurement are dropped.
 * @param {{stockDir: string, docPages: number, benchmarkArticle: string, benchmarkDoc: string, logDir: string, log: (line: string) => void}} options
 * @returns {Promise<{changed: boolean, installed: boolean}>}
 */
export async function ensureStockSite({stockDir, docPages, benchmarkArticle, benchmarkDoc, logDir, log}) {
  const stampFile = path.join(stockDir, 'bench-stock.json');
  const stamp = await readJson(stampFile);
  const copiesHash = createHash('sha256').update(benchmarkArticle).update('\0').update(benchmarkDoc).digest('hex').slice(0, 16);
  const upToDate = stamp?.generatorVersion === GENERATOR_VERSION && stamp?.docPages === docPages && stamp?.copiesHash === copiesHash;
  let changed = false;
  if (!upToDate) {
    log(`Generating the stock Docusaurus ${DOCUSAURUS_VERSION} site with ${docPages} docs pages in ${stockDir}`);
    await mkdir(stockDir, {recursive: true});
    for (const generated of ['docs', 'blog', 'src', 'static', 'build', '.docusaurus']) {
      await rm(path.join(stockDir, generated), {recursive: true, force: true});
    }
    await rm(path.join(stockDir, 'bench-build.json'), {force: true});
    for (const [relative, content] of stockSiteFiles(docPages, benchmarkArticle, benchmarkDoc)) {
      const file = path.join(stockDir, relative);
      await mkdir(path.dirname(file), {recursive: true});
      const previous = await readFile(file, 'utf8').catch(() => undefined);
      if (previous !== content) await writeFile(file, content);
    }
    changed = true;
  }
  const installedCore = await readJson(path.join(stockDir, 'node_modules/@docusaurus/core/package.json'));
  const installedPackageJson = await readFile(path.join(stockDir, 'node_modules/.bench-package.json'), 'utf8').catch(() => undefined);
  const packageJson = await readFile(path.join(stockDir, 'package.json'), 'utf8');
  let installed = false;
  if (installedCore?.version !== DOCUSAURUS_VERSION || installedPackageJson !== packageJson) {
    await mkdir(logDir, {recursive: true});
    const logFile = path.join(logDir, 'stock-install.log');
    log(`Installing the stock site's dependencies (npm install --no-audit --no-fund; log: ${logFile})`);
    await run('npm', ['install', '--no-audit', '--no-fund'], {cwd: stockDir, logFile});
    await writeFile(path.join(stockDir, 'node_modules/.bench-package.json'), packageJson);
    installed = true;
  }
  if (changed) await writeFile(stampFile, `${JSON.stringify({generatorVersion: GENERATOR_VERSION, docPages, copiesHash, generatedAt: new Date().toISOString()}, null, 2)}\n`);
  return {changed, installed};
}

/** True when the stock site has a build that matches its current sources. */
export function stockBuildExists(stockDir) {
  return existsSync(path.join(stockDir, 'build/index.html'));
}
