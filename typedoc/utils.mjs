// Pure helpers of the TypeDoc plugin (typedoc/plugin.mjs), kept apart so unit tests can import them.

/**
 * Runtime defaults that can be shown as code: functions (and objects holding them) are left out,
 * as are options whose runtime default is `undefined`.
 * @param {Record<string, unknown>} defaults the result of `getDefaultOptions()`
 * @returns {Map<string, string>} option name → JSON text of its runtime default
 */
export function printableRuntimeDefaults(defaults) {
  const printable = new Map();
  for (const [name, value] of Object.entries(defaults)) {
    if (value === undefined || containsFunction(value)) continue;
    printable.set(name, JSON.stringify(value));
  }
  return printable;
}

/** @param {unknown} value */
function containsFunction(value) {
  if (typeof value === 'function') return true;
  if (value && typeof value === 'object') return Object.values(value).some(containsFunction);
  return false;
}

/**
 * The package's JSDoc links to option pages of its own site layout (`/docs/api/options/<group>#name`);
 * on this site every option sits on the one UserDefinedOptions page, so the anchor alone is enough. The
 * links may already have been moved into an older docs version (`/docs/4.x/api/options/…`, see inDocsVersion).
 * @param {string} markdown
 */
export function rewriteOptionGroupLinks(markdown) {
  return markdown.replace(/\]\(\/docs\/(?:\d+\.x\/)?api\/options\/[\w-]+(#[\w-]+)\)/g, ']($1)');
}

/**
 * Upstream links the package's JSDoc writes at a branch, each replaced by the same place at the release that
 * weapp-tailwindcss 4.12.0 installs, so the page keeps showing what it describes after the branch moves on:
 * - @weapp-core/escape ~7.0.0: dic.ts no longer exists; the character table is in constants.ts at the tag.
 * - postcss-preset-env 10.6.1: csstools/postcss-plugins has no tags; 0e98e333… is its "postcss-preset-env v10.6.1" commit.
 */
export const PINNED_UPSTREAM_LINKS = new Map([
  [
    '[dic.ts](https://github.com/sonofmagic/weapp-core/blob/main/packages/escape/src/dic.ts)',
    '[@weapp-core/escape 7.0.0 的 constants.ts](https://github.com/sonofmagic/weapp-core/blob/@weapp-core/escape@7.0.0/packages/escape/src/constants.ts)',
  ],
  [
    'https://github.com/csstools/postcss-plugins/tree/main/plugin-packs/postcss-preset-env#readme',
    'https://github.com/csstools/postcss-plugins/tree/0e98e33345910c98b044b2e826a671b377955fd2/plugin-packs/postcss-preset-env#readme',
  ],
]);

const GITHUB_FILE_LINK = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(?:blob|tree)\/([^\s)#>"'`]+)/g;
/** A commit hash, or a release tag such as `weapp-tailwindcss@4.12.0`, `@weapp-core/escape@7.0.0` or `v10.6.1`. */
const PINNED_REF = /^(?:[0-9a-f]{40}|(?:@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+[\w.+-]*|v?\d+\.\d+\.\d+[\w.+-]*)(?:\/|$)/;

/**
 * GitHub file and folder links whose ref is not a commit or a release tag (a branch such as `main`).
 * @param {string} markdown
 */
export function unpinnedUpstreamLinks(markdown) {
  return [...markdown.matchAll(GITHUB_FILE_LINK)].filter((match) => !PINNED_REF.test(match[1])).map((match) => match[0]);
}

/**
 * The page with the links of PINNED_UPSTREAM_LINKS pinned; throws when a branch link is left, so a package
 * upgrade that adds one fails the generation until it is pinned here too.
 * @param {string} markdown
 * @param {string} page the page's URL, for the error
 */
export function pinUpstreamLinks(markdown, page) {
  let pinned = markdown;
  for (const [atBranch, atRelease] of PINNED_UPSTREAM_LINKS) pinned = pinned.replaceAll(atBranch, atRelease);
  const left = unpinnedUpstreamLinks(pinned);
  if (left.length > 0) {
    throw new Error(`${page} links upstream at a branch; pin them in PINNED_UPSTREAM_LINKS (typedoc/utils.mjs): ${left.join(', ')}`);
  }
  return pinned;
}

/**
 * The JSDoc `@default` text as a comparable JSON string, or `undefined` when it is prose or an
 * identifier rather than a literal (then there is nothing to compare with the runtime value).
 * @param {string} written
 */
export function writtenDefaultAsJson(written) {
  const literal = written
    .replace(/^```\w*\n?|```$/g, '')
    .replace(/`/g, '')
    .trim()
    .replace(/'/g, '"');
  try {
    return JSON.stringify(JSON.parse(literal));
  } catch {
    return undefined;
  }
}

/** The package's option groups in its own order (its `@group` names carry it as a prefix: `0.重要配置`). */
export const OPTION_GROUPS = ['重要配置', '文件匹配', '生命周期', '一般配置'];

/**
 * A `@group` tag's text split into the group's name without its sort prefix, and the text of an
 * unknown tag that TypeDoc folded into it (`@experimental 实验性质…` on the next line).
 * @param {string} text
 * @returns {{name: string, note: string}}
 */
export function splitGroupTag(text) {
  const [first, ...rest] = text.split('\n');
  return {name: first.replace(/^\d+\.\s*/, '').trim(), note: rest.join('\n').trim()};
}

/**
 * `@since` tags of weapp-tailwindcss 4.12.0 that name a version which was never released. Evidence:
 * packages/weapp-tailwindcss/CHANGELOG.md at the tag weapp-tailwindcss@4.12.0, and the git tags
 * (4.11.2 is followed by 4.12.0-next.0).
 */
export const SINCE_CORRECTIONS = new Map([
  // The CHANGELOG lists the option under 4.12.0 ("新增 `autoprefixer: false` 配置").
  ['autoprefixer', '4.12.0'],
]);

/**
 * The version a `@since` tag names, corrected where the package's tag is known to be wrong.
 * Throws when a version at or after the oldest CHANGELOG entry is not a released one, so a package
 * upgrade that brings a new wrong tag fails the build instead of reaching readers.
 * @param {string} option the documented property
 * @param {string} written the tag's text, such as `^4.11.3`
 * @param {{oldest: string, versions: readonly string[]}} released versions the CHANGELOG lists
 */
export function checkedSince(option, written, released) {
  const version = SINCE_CORRECTIONS.get(option) ?? written.replace(/^[\^~v]/, '').trim();
  const checkable = compareVersions(version, released.oldest) >= 0;
  if (checkable && !released.versions.includes(version)) {
    throw new Error(
      `@since ${written} of ${option} names a version that the weapp-tailwindcss CHANGELOG does not list; ` +
        'add the released version to SINCE_CORRECTIONS in typedoc/utils.mjs (see UPGRADING.md)',
    );
  }
  return version;
}

/** @param {string} a @param {string} b */
function compareVersions(a, b) {
  const parts = (/** @type {string} */ v) => v.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * English that TypeDoc writes for the package's JSDoc: the `@experimental` badge, and the custom
 * `@name` / `@description` tags shown as headings (the name repeats the page title, so it goes).
 * @param {string} markdown
 */
export function localizeTypedocMarkdown(markdown) {
  return markdown
    .replace(/^## Name\n\n[^\n]+\n\n/gm, '')
    .replace(/^## Description$/gm, '## 说明')
    .replace(/\*\*`Experimental`\*\*/g, '**实验性**');
}

/**
 * Every object inside a converted TypeDoc type, the members of its type literals and their signatures included
 * (a plain walk, so the helpers below work on serialized types as well).
 * @param {unknown} type
 * @returns {Generator<Record<string, unknown>>}
 */
function* typeNodes(type, seen = new Set()) {
  if (!type || typeof type !== 'object' || seen.has(type)) return;
  seen.add(type);
  if (!Array.isArray(type)) yield /** @type {Record<string, unknown>} */ (type);
  for (const [key, value] of Object.entries(type)) {
    if (key !== 'parent' && !key.startsWith('_')) yield* typeNodes(value, seen);
  }
}

/**
 * The names of the types a converted type refers to, as TypeDoc will print them.
 * @param {unknown} type
 */
export function printedReferenceNames(type) {
  return new Set([...typeNodes(type)].filter((node) => node.type === 'reference').map((node) => String(node.name)));
}

/**
 * The type-literal reflections inside a converted type (they are registered with the project).
 * @param {unknown} type
 */
export function typeLiteralsIn(type) {
  return [...typeNodes(type)].filter((node) => node.type === 'reflection').map((node) => node.declaration);
}

/**
 * Headings without the `?` TypeDoc adds to optional members (`### rem2rpx?`): the code block under each
 * heading already shows it, and the table of contents reads the headings. Anchors do not change.
 * @param {string} markdown
 */
export function withoutOptionalMarks(markdown) {
  return markdown.replace(/^(#{2,6} [\w$]+)\?$/gm, '$1');
}

/**
 * The page's title (its first heading, which Docusaurus takes as the title) followed by a suffix.
 * @param {string} markdown
 * @param {string} suffix
 */
export function withTitleSuffix(markdown, suffix) {
  return suffix ? markdown.replace(/^# (.+)$/m, `# $1${suffix}`) : markdown;
}

/**
 * Defaults of options that `getDefaultOptions()` leaves unset (or sets to a function), as the package
 * behaves without them at weapp-tailwindcss@4.12.0. The options overview states the same defaults; a build
 * test compares the two pages.
 */
export const DEFAULTS_WITHOUT_RUNTIME_VALUE = new Map([
  // packages/postcss/src/plugins/get{Rem,Px}TransformPlugin.ts and getUnitsToPxPlugin.ts add no plugin when the option is unset.
  ['rem2rpx', '关闭'],
  ['px2rpx', '关闭'],
  ['unitsToPx', '关闭'],
  // packages/weapp-tailwindcss/src/tailwindcss/v4/config.ts: `cssCalc ?? patcher.majorVersion === 4`.
  ['cssCalc', 'Tailwind CSS v4 为 `true`，其他版本为 `false`'],
  // tailwindcss-patch infers the major version from the installed tailwindcss package when `version` is unset.
  ['tailwindcss', '自动检测（按项目中安装的 Tailwind CSS 主版本处理）'],
  // packages/weapp-tailwindcss/src/defaults.ts: without appType the main-CSS matcher goes by file names.
  ['appType', '自动猜测（按文件名识别主样式文件）'],
  // The default function of defaults.ts returns `true` only for the literal `*`.
  ['jsPreserveClass', '保留 `*`（默认函数只对字面量 `*` 返回 `true`）'],
  // packages/weapp-tailwindcss/src/tailwindcss/patcher.ts: `supportCustomLengthUnitsPatch ?? true`.
  ['supportCustomLengthUnitsPatch', '开启'],
]);

/**
 * JSDoc remarks of weapp-tailwindcss 4.12.0 that state the behaviour wrongly, with the text shown instead.
 * `upstreamSha256` identifies the remarks the correction was written against (a hash, so their text is not
 * copied here): when a package upgrade changes them, the build fails and the correction must be checked again.
 */
export const REMARKS_CORRECTIONS = new Map([
  [
    'cssChildCombinatorReplaceValue',
    {
      // The remarks say the default is `view + view` and show a comma-separated string as an example. Checked with
      // createContext().transformWxss at 4.12.0: the default is ['view', 'text'], and a string is used as one tag name.
      upstreamSha256: '134eae8bed2113667863bed29f82af9596c0e92b8b07aefbdb1fd40aaf41186f',
      corrected: [
        '小程序不支持 Tailwind CSS 为 `space-*`、`divide-*` 生成的通配子元素选择器，插件把其中的子元素部分改写成这里列出的标签两两组成的相邻兄弟选择器。默认值 `["view", "text"]` 生成：',
        '```css\n.space-y-4>view+view,.space-y-4>view+text,.space-y-4>text+view,.space-y-4>text+text {}\n```',
        '需要更多标签时传入数组，例如 `["view", "text", "button"]`。不要传入逗号分隔的字符串：字符串会被当作一个标签名原样拼进选择器，匹配范围远超预期。各种写法生成的选择器见 [常见问题：`space-y-4`、`divide-y` 只对部分元素生效](/docs/issues#space-y)。',
      ].join('\n\n'),
    },
  ],
]);

/**
 * The corrected remarks of an option, or `undefined` when the package's own remarks stand.
 * Throws when the package's remarks are not the ones the correction was written against.
 * @param {string} option
 * @param {string} upstreamSha256 SHA-256 (hex) of the package's remarks text
 */
export function correctedRemarks(option, upstreamSha256) {
  const correction = REMARKS_CORRECTIONS.get(option);
  if (!correction) return undefined;
  if (correction.upstreamSha256 !== upstreamSha256) {
    throw new Error(
      `the JSDoc remarks of ${option} changed (sha256 ${upstreamSha256}); check the package's new text and update ` +
        'or remove its entry in REMARKS_CORRECTIONS (typedoc/utils.mjs)',
    );
  }
  return correction.corrected;
}

/**
 * Markdown links to the site's docs (`](/docs/…)`) moved into the docs version at `docsPath` (`/docs/4.x`).
 * @param {string} markdown
 * @param {string} docsPath
 */
export function inDocsVersion(markdown, docsPath) {
  return docsPath === '/docs' ? markdown : markdown.replace(/\]\(\/docs\//g, `](${docsPath}/`);
}

/**
 * UserDefinedOptions without the package's internal split into `UserDefinedOptions*Part` interfaces: its "继承"
 * list of those parts and each member's "继承自 UserDefinedOptionsImportantPart.rem2rpx" line, which name types
 * the package does not export and would otherwise show in search snippets.
 * @param {string} markdown
 */
export function withoutInternalParts(markdown) {
  return markdown
    .replace(/^## 继承(?: \{#[\w-]+\})?\n\n(?:- `UserDefinedOptions\w+Part`\n)+\n/m, '')
    .replace(/^#### 继承自(?: \{#[\w-]+\})?\n\n`UserDefinedOptions\w+Part\.[\w$]+`\n\n?/gm, '');
}
