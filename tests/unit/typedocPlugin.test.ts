import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getDefaultOptions} from 'weapp-tailwindcss/defaults';
import {
  DEFAULTS_WITHOUT_RUNTIME_VALUE,
  OPTION_GROUPS,
  REMARKS_CORRECTIONS,
  checkedSince,
  correctedRemarks,
  localizeTypedocMarkdown,
  pinUpstreamLinks,
  printableRuntimeDefaults,
  printedReferenceNames,
  rewriteOptionGroupLinks,
  splitGroupTag,
  typeLiteralsIn,
  withTitleSuffix,
  inDocsVersion,
  unpinnedUpstreamLinks,
  withoutOptionalMarks,
  writtenDefaultAsJson,
} from '../../typedoc/utils.mjs';
import releasedVersions from '../../typedoc/released-versions.json';

describe('API reference defaults', () => {
  const runtime = printableRuntimeDefaults(getDefaultOptions() as Record<string, unknown>);

  it('takes the runtime default of cssChildCombinatorReplaceValue, which its JSDoc states differently', () => {
    expect(runtime.get('cssChildCombinatorReplaceValue')).toBe('["view","text"]');
    expect(writtenDefaultAsJson("'view + view'")).toBe('"view + view"');
    expect(writtenDefaultAsJson("'view + view'")).not.toBe(runtime.get('cssChildCombinatorReplaceValue'));
  });

  it('leaves out functions and undefined values', () => {
    expect(runtime.has('htmlMatcher')).toBe(false);
    expect(runtime.has('appType')).toBe(false);
    expect(runtime.get('cssRemoveProperty')).toBe('true');
  });

  it('treats prose and identifiers as not comparable', () => {
    expect(writtenDefaultAsJson('MappingChars2String')).toBeUndefined();
    expect(writtenDefaultAsJson('Tailwind CSS v4 为 `true`，其他版本为 `false`')).toBeUndefined();
    expect(writtenDefaultAsJson('`true`')).toBe('true');
  });

  it('points option-group links at anchors of the one options page', () => {
    expect(rewriteOptionGroupLinks('[x](/docs/api/options/general#disableddefaulttemplatehandler)')).toBe(
      '[x](#disableddefaulttemplatehandler)',
    );
    expect(rewriteOptionGroupLinks('[x](/docs/4.x/api/options/important#customattributes)')).toBe('[x](#customattributes)');
  });
});

describe('API reference text', () => {
  const released = {oldest: '3.5.1', versions: ['4.12.0', '4.11.2', '3.5.1']};

  it('corrects the autoprefixer @since, which names the never-released 4.11.3', () => {
    expect(checkedSince('autoprefixer', '^4.11.3', released)).toBe('4.12.0');
  });

  it('keeps released versions and versions older than the CHANGELOG, and fails on any other', () => {
    expect(checkedSince('cssEntries', '^4.11.2', released)).toBe('4.11.2');
    expect(checkedSince('arbitraryValues', '^3.2.0', released)).toBe('3.2.0');
    expect(() => checkedSince('someOption', '^4.11.9', released)).toThrow(/SINCE_CORRECTIONS.*UPGRADING\.md/);
  });

  it('drops the sort prefix of a group and keeps text TypeDoc folded into it', () => {
    expect(splitGroupTag('1.文件匹配\n实验性质，有可能会改变')).toEqual({name: '文件匹配', note: '实验性质，有可能会改变'});
    expect(splitGroupTag('0.重要配置')).toEqual({name: '重要配置', note: ''});
    expect(OPTION_GROUPS.map((group) => splitGroupTag(`9.${group}`).name)).toEqual(OPTION_GROUPS);
  });

  it('reads the CHANGELOG versions of the documented tag', () => {
    expect(releasedVersions.tag).toBe('weapp-tailwindcss@4.12.0');
    expect(releasedVersions.versions).toContain('4.11.2');
    expect(releasedVersions.versions).not.toContain('4.11.3');
    expect(releasedVersions.versions).not.toContain('4.12.0-next.0');
  });

  it('leaves no English heading or badge of the JSDoc tags', () => {
    const page = '# 类: X\n\n## Name\n\nX\n\n## Description\n\n说明文字\n\n**`Experimental`**\n';
    expect(localizeTypedocMarkdown(page)).toBe('# 类: X\n\n## 说明\n\n说明文字\n\n**实验性**\n');
  });
});

describe('API reference defaults of unset options', () => {
  const runtime = printableRuntimeDefaults(getDefaultOptions() as Record<string, unknown>);

  it('states only defaults that getDefaultOptions() does not print, so no option has two sources', () => {
    expect([...DEFAULTS_WITHOUT_RUNTIME_VALUE.keys()].filter((option) => runtime.has(option))).toEqual([]);
    expect(DEFAULTS_WITHOUT_RUNTIME_VALUE.get('rem2rpx')).toBe('关闭');
  });
});

describe('API reference corrections', () => {
  const {upstreamSha256, corrected} = REMARKS_CORRECTIONS.get('cssChildCombinatorReplaceValue') ?? {upstreamSha256: '', corrected: ''};

  it('replaces the remarks it was written against and links to the page that explains the values', () => {
    expect(correctedRemarks('cssChildCombinatorReplaceValue', upstreamSha256)).toBe(corrected);
    expect(corrected).toContain('](/docs/issues#space-y)');
    expect(corrected).not.toContain('view + view');
    expect(correctedRemarks('rem2rpx', 'any')).toBeUndefined();
  });

  it('fails when the package changes those remarks, so the correction is checked again', () => {
    expect(() => correctedRemarks('cssChildCombinatorReplaceValue', '0'.repeat(64))).toThrow(/REMARKS_CORRECTIONS/);
  });
});

describe('API reference pages', () => {
  it('drops the optional mark from headings only', () => {
    const page = '### rem2rpx?\n\n```ts\nrem2rpx?: boolean;\n```\n\n#### root?\n\n##### transformWxss()\n';
    expect(withoutOptionalMarks(page)).toBe('### rem2rpx\n\n```ts\nrem2rpx?: boolean;\n```\n\n#### root\n\n##### transformWxss()\n');
  });

  it('adds the suffix to the page title only', () => {
    expect(withTitleSuffix('# 接口: UserDefinedOptions\n\n## 属性\n', '（v2）')).toBe('# 接口: UserDefinedOptions（v2）\n\n## 属性\n');
    expect(withTitleSuffix('# 接口: X\n', '')).toBe('# 接口: X\n');
  });

  it('moves site links into the docs version of the reference, and leaves the current version’s alone', () => {
    const markdown = '见 [常见问题](/docs/issues#space-y)，或 [上游](https://example.test/docs/x)。';
    expect(inDocsVersion(markdown, '/docs/4.x')).toBe('见 [常见问题](/docs/4.x/issues#space-y)，或 [上游](https://example.test/docs/x)。');
    expect(inDocsVersion(markdown, '/docs')).toBe(markdown);
  });

  it('finds the reference names and type literals of a converted type, inside signatures too', () => {
    const literal = {signatures: [{parameters: [{type: {type: 'reference', name: 'IStyleHandlerOptions'}}], type: {type: 'reference', name: 'Result_'}}]};
    const type = {type: 'union', types: [{type: 'intrinsic', name: 'boolean'}, {type: 'reference', name: 'UserDefinedOptions'}, {type: 'reflection', declaration: literal}]};
    expect([...printedReferenceNames(type)].sort()).toEqual(['IStyleHandlerOptions', 'Result_', 'UserDefinedOptions']);
    expect(typeLiteralsIn(type)).toEqual([literal]);
  });
});

describe('API reference upstream links', () => {
  // The JSDoc text of weapp-tailwindcss 4.12.0 as TypeDoc renders it.
  const escapeRemark = '示例参考 [dic.ts](https://github.com/sonofmagic/weapp-core/blob/main/packages/escape/src/dic.ts)。';
  const presetEnvSee = ' - https://github.com/csstools/postcss-plugins/tree/main/plugin-packs/postcss-preset-env#readme\n';

  it('pins the branch links of the package’s JSDoc to the releases 4.12.0 installs', () => {
    expect(pinUpstreamLinks(escapeRemark, 'x.md')).toBe(
      '示例参考 [@weapp-core/escape 7.0.0 的 constants.ts](https://github.com/sonofmagic/weapp-core/blob/@weapp-core/escape@7.0.0/packages/escape/src/constants.ts)。',
    );
    expect(pinUpstreamLinks(presetEnvSee, 'x.md')).toBe(
      ' - https://github.com/csstools/postcss-plugins/tree/0e98e33345910c98b044b2e826a671b377955fd2/plugin-packs/postcss-preset-env#readme\n',
    );
  });

  it('fails on a branch link it does not know, and accepts tags and commits', () => {
    expect(() => pinUpstreamLinks('[x](https://github.com/a/b/blob/dev/src/x.ts)', 'interfaces/X.md')).toThrow(/interfaces\/X\.md.*blob\/dev/);
    expect(
      unpinnedUpstreamLinks(
        [
          'https://github.com/sonofmagic/weapp-tailwindcss/blob/weapp-tailwindcss@4.12.0/README.md',
          'https://github.com/sonofmagic/weapp-core/tree/@weapp-core/escape@7.0.0/packages/escape',
          'https://github.com/csstools/postcss-plugins/tree/0e98e33345910c98b044b2e826a671b377955fd2/plugin-packs',
          'https://github.com/a/b/tree/v1.2.3/docs',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(unpinnedUpstreamLinks('https://github.com/a/b/tree/main/docs and https://github.com/a/b/blob/next/x.md')).toEqual([
      'https://github.com/a/b/tree/main/docs',
      'https://github.com/a/b/blob/next/x.md',
    ]);
  });

  it('leaves no branch link in the generated pages', () => {
    const root = path.resolve(__dirname, '../../versioned_docs/version-4.x');
    const pages = ['api', 'api-v2'].flatMap((dir) =>
      readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(root, dir, file)),
    );
    expect(pages.length).toBeGreaterThan(10);
    const unpinned = pages.flatMap((file) => unpinnedUpstreamLinks(readFileSync(file, 'utf8')));
    expect(unpinned).toEqual([]);
    const options = readFileSync(path.join(root, 'api/interfaces/UserDefinedOptions.md'), 'utf8');
    expect(options).toContain('https://github.com/sonofmagic/weapp-core/blob/@weapp-core/escape@7.0.0/packages/escape/src/constants.ts');
  });
});
