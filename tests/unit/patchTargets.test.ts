import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import type * as FeedModule from 'feed';
import {checkStylesCacheGroup} from '../../src/plugins/async-styles';
import {checkFeedThreadTarget} from '../../src/plugins/blog';
import {withFeedStylesheet} from '../../src/plugins/blog/feedStylesheet';
import {checkRegistryTarget} from '../../src/plugins/client-registry';
import {withoutModuleNames} from '../../src/plugins/client-registry/loader.mjs';
import {reactUtilsFile} from '../../src/plugins/icu-free-hydration';
import {sortKeysByCodeUnit} from '../../src/plugins/icu-free-hydration/loader.mjs';
import {checkDropdownKeysTarget} from '../../src/plugins/navbar-dropdown-keys';
import {checkLinkPrefetchTarget} from '../../src/plugins/route-on-intent';
import {checkLazyBarrelTarget, dropLazyBarrel} from '../../src/plugins/rspack-lazy-barrel';
import {checkDocSearchModalTarget} from '../../src/plugins/search';
import {checkServerSplitChunks, checkVendorsCacheGroup, vendorsCacheGroup} from '../../src/plugins/shared-site-chunks';
import classicPresetWithGitDates, {withGitDatesDocsPlugin} from '../../src/plugins/docs/preset';
import {checkSlimPrismTargets} from '../../src/plugins/slim-prism';
import {coreSsgTemplate, editSsgTemplate} from '../../src/plugins/ssgTemplate';
import type {DocusaurusConfig} from '@docusaurus/types';

const upgrading = readFileSync('UPGRADING.md', 'utf8');
const emptyDir = mkdtempSync(path.join(tmpdir(), 'patch-target-'));
const fileWithout = (name: string) => {
  const file = path.join(emptyDir, name);
  writeFileSync(file, '// an upgraded module that no longer has what the patch needs\n');
  return file;
};

const coreSsgDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/ssg');
/** A copy of core's lib/ssg with the two files the ssg-template patch reads, either one replaced. */
const ssgDir = (replaced: {params?: string; template?: string}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssg-template-'));
  writeFileSync(path.join(dir, 'ssgParams.js'), replaced.params ?? readFileSync(path.join(coreSsgDir, 'ssgParams.js')));
  writeFileSync(path.join(dir, 'ssgTemplate.html.js'), replaced.template ?? readFileSync(path.join(coreSsgDir, 'ssgTemplate.html.js')));
  return dir;
};

// Each patch of Docusaurus or DocSearch internals: its check against the installed packages, and the
// same check against a target that an upgrade removed or changed.
// The blog plugin's own copy of `feed`, which writes the RSS file the stylesheet instruction goes into.
const {Feed} = createRequire(require.resolve('@docusaurus/plugin-content-blog'))('feed') as typeof FeedModule;
const rss = () => new Feed({title: 'blog', id: 'https://example.com/blog', copyright: ''}).rss2();

// preset-classic reads only these parts of the context to list its plugins.
const presetContext = {siteConfig: {themeConfig: {}, future: {v4: {useCssCascadeLayers: false}}}} as unknown as LoadContext;

const patches: {name: string; applies: () => void; targetGone: () => void}[] = [
  {
    name: 'docs-git-dates',
    applies: () => classicPresetWithGitDates(presetContext, {docs: {}}),
    targetGone: () => withGitDatesDocsPlugin(classicPresetWithGitDates(presetContext, {docs: false}).plugins ?? []),
  },
  {
    name: 'blog-feed-stylesheet',
    applies: () => withFeedStylesheet(rss(), 'rss.xml', 'feed.css'),
    targetGone: () => withFeedStylesheet(rss().replace('encoding="utf-8"', "encoding='UTF-8'"), 'rss.xml', 'feed.css'),
  },
  {
    name: 'blog-feed-thread',
    applies: () => checkFeedThreadTarget(),
    targetGone: () => checkFeedThreadTarget(fileWithout('index.js')),
  },
  {name: 'client-registry', applies: () => checkRegistryTarget(), targetGone: () => checkRegistryTarget(fileWithout('codegenRoutes.js'))},
  {name: 'slim-prism', applies: () => checkSlimPrismTargets(), targetGone: () => checkSlimPrismTargets(emptyDir)},
  {
    name: 'async-styles',
    applies: () => checkStylesCacheGroup({optimization: {splitChunks: {cacheGroups: {styles: {}}}}}),
    targetGone: () => checkStylesCacheGroup({optimization: {splitChunks: {cacheGroups: {}}}}),
  },
  {
    name: 'icu-free-hydration',
    applies: () => sortKeysByCodeUnit(readFileSync(reactUtilsFile, 'utf8')),
    targetGone: () => sortKeysByCodeUnit(readFileSync(fileWithout('reactUtils.js'), 'utf8')),
  },
  {
    name: 'navbar-dropdown-keys',
    applies: () => checkDropdownKeysTarget(),
    targetGone: () => checkDropdownKeysTarget(fileWithout('Desktop.js')),
  },
  {name: 'rspack-lazy-barrel', applies: () => checkLazyBarrelTarget(), targetGone: () => checkLazyBarrelTarget(fileWithout('base.js'))},
  {
    name: 'shared-site-chunks',
    applies: () => checkVendorsCacheGroup({optimization: {splitChunks: {cacheGroups: {default: false, common: {}, styles: {}}}}}),
    targetGone: () => checkVendorsCacheGroup({optimization: {splitChunks: {cacheGroups: {default: false, defaultVendors: {}}}}}),
  },
  {
    name: 'server-shared-chunks',
    applies: () => checkServerSplitChunks({optimization: {splitChunks: false}}),
    targetGone: () => checkServerSplitChunks({optimization: {splitChunks: {cacheGroups: {}}}}),
  },
  {
    name: 'ssg-template',
    applies: () => coreSsgTemplate(),
    targetGone: () => coreSsgTemplate(ssgDir({params: '// an upgraded ssgParams.js that no longer reads siteConfig.ssrTemplate\n'})),
  },
  {name: 'route-on-intent', applies: () => checkLinkPrefetchTarget(), targetGone: () => checkLinkPrefetchTarget(fileWithout('Link.js'))},
  {
    name: 'search-modal-dialog',
    applies: () => checkDocSearchModalTarget(),
    targetGone: () => checkDocSearchModalTarget(fileWithout('DocSearchModal.js')),
  },
];

describe('patches of Docusaurus and DocSearch internals', () => {
  for (const {name, applies, targetGone} of patches) {
    it(`${name} finds its target in the installed packages`, () => {
      expect(applies).not.toThrow();
    });

    it(`${name} fails the build, naming UPGRADING.md, when its target is gone`, () => {
      expect(targetGone).toThrow(new RegExp(`Patch "${name}" no longer applies: .*UPGRADING\\.md`));
    });

    it(`${name} has its section in UPGRADING.md`, () => {
      expect(upgrading).toMatch(new RegExp(`^### \`${name}\``, 'm'));
    });
  }
});

describe('blog-feed-thread', () => {
  it('fails the build when lib/feed.js no longer exports createBlogFeedFiles', () => {
    expect(() => checkFeedThreadTarget(undefined, {})).toThrow(/Patch "blog-feed-thread" no longer applies: lib\/feed\.js no longer exports createBlogFeedFiles/);
  });
});

describe('ssg-template', () => {
  it('reads core\'s template, and fails the build when its module no longer exports it', () => {
    expect(coreSsgTemplate(ssgDir({}))).toContain('<html <%~ it.htmlAttributes %>>');
    expect(() => coreSsgTemplate(ssgDir({template: 'exports.template = "<html>";\n'}))).toThrow(/Patch "ssg-template" no longer applies: .*no longer exports the template/);
  });

  it('fails the build when an edit\'s target is not in the template exactly once', () => {
    const siteConfig = {ssrTemplate: '<html><head></head><head></head></html>'} as DocusaurusConfig;
    expect(() => editSsgTemplate(siteConfig, 'a', '<body>', '<body class=a>')).toThrow(/Patch "ssg-template" no longer applies: a expects `<body>` once in the page template, found it 0 times/);
    expect(() => editSsgTemplate({...siteConfig}, 'b', '<head>', '<head><meta>')).toThrow(/found it 2 times/);
  });

  it('applies every edit to the template the site had before any, each edit once however often it is made', () => {
    const siteConfig = {ssrTemplate: '<html><head></head></html>'} as DocusaurusConfig;
    editSsgTemplate(siteConfig, 'lang', '<html>', '<html lang=zh>');
    editSsgTemplate(siteConfig, 'meta', '<head>', '<head><meta a>');
    editSsgTemplate(siteConfig, 'meta', '<head>', '<head><meta b>');
    expect(siteConfig.ssrTemplate).toBe('<html lang=zh><head><meta b></head></html>');
  });
});

describe('client-registry', () => {
  const entry = (chunk: string, module: string) => `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  it('empties every module name, keeps loaders and weak ids, and leaves the last line\'s closing brace', () => {
    const registry = `export default {\n${entry('0058b4c6', '@site/docs/a.md')}\n${entry('fea506ff', '@site/docs/b.md')}};\n`;
    expect(withoutModuleNames(registry)).toBe(
      'export default {\n' +
        '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],\n' +
        '  "fea506ff": [() => import(/* webpackChunkName: "fea506ff" */ "@site/docs/b.md"), "", require.resolveWeak("@site/docs/b.md")],};\n',
    );
  });

  it('reads module paths that core escaped (a quote or a backslash in a file name)', () => {
    const escaped = '@site/docs/a\\"b\\\\c.md';
    expect(withoutModuleNames(`export default {\n${entry('0058b4c6', escaped)}};\n`)).toContain(`"0058b4c6" */ "${escaped}"), "", require.resolveWeak("${escaped}")],};`);
  });

  it('fails the build on an entry of another shape instead of shipping a half-rewritten registry', () => {
    const odd = `export default {\n${entry('0058b4c6', '@site/docs/a.md')}\n  "fea506ff": [() => import("@site/docs/b.md"), "@site/docs/b.md"],};\n`;
    expect(() => withoutModuleNames(odd)).toThrow(/Patch "client-registry" no longer applies/);
  });
});

describe('shared-site-chunks', () => {
  const group = vendorsCacheGroup(path.join('/site', 'src'));
  /** The group's test for a module at `file` that `chunks` chunks import. */
  const takes = (file: string, chunks: number) =>
    group.test({nameForCondition: () => file}, {chunkGraph: {getModuleChunks: () => Array.from({length: chunks})}});

  it('takes node_modules as Rspack does, and the site\'s src/ modules that more than one chunk imports', () => {
    expect(takes(path.join('/site', 'node_modules', 'react', 'index.js'), 1)).toBe(true);
    expect(takes(path.join('/site', 'src', 'theme', 'Navbar', 'index.tsx'), 2)).toBe(true);
    expect(takes(path.join('/site', 'src', 'pages', 'index.tsx'), 1)).toBe(false);
    expect(takes(path.join('/site', 'docs', 'intro.md'), 40)).toBe(false);
    expect(takes(path.join('/site', 'src-old', 'a.ts'), 2)).toBe(false);
  });

  it('fails the build when core stops disabling `default`', () => {
    expect(() => checkVendorsCacheGroup({optimization: {splitChunks: {cacheGroups: {styles: {}}}}})).toThrow(/Patch "shared-site-chunks" no longer applies/);
    expect(() => checkVendorsCacheGroup({optimization: {splitChunks: false}})).toThrow(/Patch "shared-site-chunks" no longer applies/);
  });
});

describe('rspack-lazy-barrel', () => {
  it('removes the option core sets, keeps core\'s opt-out, and fails the build once core stops setting it', () => {
    const config = {experiments: {lazyBarrel: true, cache: {}}};
    dropLazyBarrel(config);
    expect(config.experiments).toEqual({cache: {}});
    const optedOut = {experiments: {lazyBarrel: false}};
    dropLazyBarrel(optedOut);
    expect(optedOut.experiments).toEqual({lazyBarrel: false});
    expect(() => dropLazyBarrel({experiments: {}})).toThrow(/Patch "rspack-lazy-barrel" no longer applies/);
  });
});
