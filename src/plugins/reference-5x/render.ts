// The Markdown of the 5.x API reference, from the recorded facts (src/data/reference/*.json) and our own
// descriptions (options-5x.ts, entries-5x.ts). Pure: the plugin (./index.ts) writes the files, tests call these.
import {entryDocs, type EntryDoc} from '../../data/reference/entries-5x';
import {optionDocs, optionGroups, type OptionDoc} from '../../data/reference/options-5x';

export interface RecordedMember {
  readonly name: string;
  readonly type: string;
  readonly resolved?: string;
  readonly optional?: boolean;
}
export interface ApiRecording {
  readonly version: string;
  readonly options: readonly (RecordedMember & {readonly part?: string})[];
  readonly nested: Readonly<Record<string, readonly RecordedMember[]>>;
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly entries: Readonly<Record<string, {readonly runtime: readonly string[] | {$error: string}; readonly values: readonly string[]; readonly types: readonly string[]; readonly signatures: Readonly<Record<string, readonly string[]>>}>>;
  readonly styles?: Readonly<Record<string, string>>;
}
export interface OptionHistory {
  readonly options: Readonly<Record<string, {readonly in4120: boolean; readonly inNewest: boolean; readonly stretches: readonly {readonly firstRelease: string}[]; readonly deprecatedSinceRelease?: string}>>;
}
export interface OptionChange {
  readonly option: string;
  readonly change: 'added' | 'removed' | 'renamed' | 'default' | 'deprecated';
  readonly since: string;
  readonly to?: string;
  readonly replacement?: string;
  readonly default4?: string;
  readonly default5?: string;
  readonly internal?: boolean;
}
export interface ReferenceInput {
  readonly api5: ApiRecording;
  readonly api4: ApiRecording;
  readonly history: OptionHistory;
  readonly changes: readonly OptionChange[];
}

/** Where the pages go inside the docs folder, and their routes. */
export const OPTIONS_PAGE = 'interfaces/UserDefinedOptions';
export const optionsRoute = `/docs/api/${OPTIONS_PAGE}`;
export const entryRoute = (doc: EntryDoc): string => `/docs/api/entries/${doc.slug}`;
/** Heading ids of the options page: the option's name in lower case, as the 4.x reference (TypeDoc) had them. */
export const optionAnchor = (name: string): string => name.toLowerCase();
/** Heading ids of the entry pages: kebab-case of the export's name (`WeappTailwindcss` and `weappTailwindcss` share one section). */
export const exportAnchor = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();

const version = (recording: ApiRecording) => recording.version;
const tag = (release: string | undefined) => release?.replace(/^weapp-tailwindcss@/, '');

/** A declared type as readers need it: `| undefined` left out (every option is optional), indexed access resolved. */
export function displayType(member: RecordedMember): string {
  const base = /\['/.test(member.type) && member.resolved ? member.resolved : member.type;
  let text = base.replace(/\s*\|\s*undefined\b/g, '').replace(/\bundefined\s*\|\s*/g, '').trim();
  if (/^\(.*\)$/.test(text) && balanced(text.slice(1, -1))) text = text.slice(1, -1);
  return text;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text.replace(/=>/g, '')) {
    if ('([{<'.includes(char)) depth += 1;
    if (')]}>'.includes(char)) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** Inline code, fenced with two backticks when the code holds one (the escape table maps the backtick). */
const inlineCode = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** Inline code in a Markdown table cell: pipes escaped too. */
const cellCode = (text: string): string => inlineCode(text).replace(/\|/g, '\\|');
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A recorded default as compact JSON, or undefined when it is not a plain value (unset, a function). */
export function recordedDefault(value: unknown): string | undefined {
  if (value === undefined || value === '<function>') return undefined;
  if (value && typeof value === 'object' && ('$function' in value || '$undefined' in value)) return undefined;
  if (containsMarker(value)) return undefined;
  return JSON.stringify(value);
}

function containsMarker(value: unknown): boolean {
  if (value === '<function>') return true;
  if (!value || typeof value !== 'object') return false;
  if ('$function' in value || '$regexp' in value || '$undefined' in value) return true;
  return Object.values(value).some(containsMarker);
}

/** The default an option's section states: the recorded value (with its note), our words, or none. */
export function defaultOf(name: string, api: ApiRecording, doc: OptionDoc | undefined): {code?: string; text: string} {
  const recorded = recordedDefault(api.defaults[name]);
  if (doc?.defaultText) return {text: doc.defaultText};
  if (recorded !== undefined) return {code: recorded, text: `${inlineCode(recorded)}${doc?.defaultNote ?? ''}`};
  return {text: '—'};
}

const frontMatter = (fields: Record<string, string>): string =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n`;

const generatedFrom = (input: ReferenceInput) => `weapp-tailwindcss ${version(input.api5)} 的记录`;

function membersTable(path: string, input: ReferenceInput, descriptions: Readonly<Record<string, string>>): string {
  const members = input.api5.nested[path] ?? [];
  const rows = members.map((member) => `| \`${member.name}\` | ${cellCode(displayType(member))} | ${cell(descriptions[member.name] ?? '')} |`);
  return [`\`${path}\` 的成员：`, '', '| 成员 | 类型 | 说明 |', '| --- | --- | --- |', ...rows].join('\n');
}

function optionSection(name: string, input: ReferenceInput): string {
  const doc = optionDocs[name];
  const member = input.api5.options.find((option) => option.name === name);
  if (!doc || !member) throw new Error(`reference-5x: no description or recording for option ${name}`);
  const history = input.history.options[name];
  const added = history && !history.in4120 ? tag(history.stretches[0]?.firstRelease) : undefined;
  const renamedFrom = input.changes.find((change) => change.change === 'renamed' && change.to === name);
  const defaultChange = input.changes.find((change) => change.change === 'default' && change.option === name);
  const facts = [
    `- 类型：${cellCode(displayType(member)).replace(/\\\|/g, '|')}`,
    `- 默认值：${defaultOf(name, input.api5, doc).text}`,
    ...(defaultChange ? [`- 4.12.0 的默认值：${/^[[{"]|^true$|^false$/.test(defaultChange.default4 ?? '') ? `\`${defaultChange.default4}\`` : defaultChange.default4}（${defaultChange.since} 起改变）`] : []),
    ...(doc.cssOption ? [`- 写法：\`cssOptions.${name}\`（推荐）；顶层的 \`${name}\` 仍然有效，但 ${tag(history?.deprecatedSinceRelease) ?? '5.0.13'} 起已弃用`] : []),
    ...(renamedFrom ? [`- ${renamedFrom.since} 起的名字，4.x 中叫 \`${renamedFrom.option}\``] : added ? [`- ${added} 新增`] : []),
  ];
  const parts = [`### ${name} {#${optionAnchor(name)}}`, '', doc.summary, '', ...facts, ''];
  if (doc.details) parts.push(doc.details, '');
  if (doc.example) parts.push(`\`\`\`ts title="${doc.example.title}"`, doc.example.code, '```', '');
  for (const [path, descriptions] of Object.entries(doc.members ?? {})) parts.push(membersTable(path, input, descriptions), '');
  return parts.join('\n');
}

/** The options reference: /docs/api/interfaces/UserDefinedOptions. */
export function renderOptionsPage(input: ReferenceInput): string {
  const names = input.api5.options.map((option) => option.name);
  const documented = names.filter((name) => !optionDocs[name]?.internal);
  const internal = names.filter((name) => optionDocs[name]?.internal);
  const cssMembers = new Set((input.api5.nested.cssOptions ?? []).map((member) => member.name));
  // In the order options-5x.ts describes them; an option it lacks fails in optionSection.
  const described = Object.keys(optionDocs);
  const order = (group: string) =>
    documented.filter((name) => optionDocs[name]?.group === group).sort((a, b) => described.indexOf(a) - described.indexOf(b));
  const gone = input.changes.filter((change) => (change.change === 'removed' || change.change === 'renamed') && !change.internal);
  const lines = [
    frontMatter({
      title: '配置项 UserDefinedOptions',
      sidebar_label: '配置项 UserDefinedOptions',
      description: `weapp-tailwindcss ${version(input.api5)} 全部配置项：类型、默认值、引入版本与用法，样式选项写在 cssOptions 中。`,
      generated_from: generatedFrom(input),
    }),
    '# 配置项 UserDefinedOptions',
    '',
    `weapp-tailwindcss 5.x 的 Vite 插件、webpack 插件、gulp 插件与 Node.js API 接受同一个配置对象，类型为 \`UserDefinedOptions\`（可从 \`weapp-tailwindcss\` 或 \`weapp-tailwindcss/types\` 导入）。本页对应 ${version(input.api5)}：类型与默认值取自该版本的类型声明与 \`getDefaultOptions()\` 的返回值，\`getDefaultOptions()\` 不设置的选项按实际行为用文字说明。常用选项与写法见 [配置项概览](/docs/options)；4.x 的配置项见 [4.x 参考](/docs/4.x/api/interfaces/UserDefinedOptions)。`,
    '',
    '每个选项都是可选的。“N 新增”指 4.12.0 没有、从 5.x 的这个版本开始才有的选项。',
    '',
  ];
  for (const group of optionGroups) {
    const members = order(group.id);
    if (!members.length) continue;
    lines.push(`## ${group.title} {#${group.id}}`, '', group.intro, '');
    if (group.id === 'css') {
      lines.push(`\`cssOptions\` 的成员：${[...cssMembers].filter((name) => !optionDocs[name]?.internal).map((name) => `[\`${name}\`](#${optionAnchor(name)})`).join('、')}。`, '');
    }
    for (const name of members) lines.push(optionSection(name, input));
  }
  if (internal.length) {
    lines.push('## 内部字段 {#internal}', '', `类型声明中还有这些供插件内部使用的字段，不需要设置：${internal.map((name) => `\`${name}\``).join('、')}。`, '');
  }
  if (gone.length) {
    lines.push('## 4.x 中有、5.x 没有的配置项 {#removed-in-5}', '', '这些选项在 5.x 中已不存在。旧名字写在配置里不会报错（TypeScript 项目会有类型错误），但不再有任何作用。', '');
    for (const change of gone) {
      lines.push(`### ${change.option} {#${optionAnchor(change.option)}}`, '');
      lines.push(
        change.change === 'renamed'
          ? `${change.since} 起改名为 [\`${change.to}\`](#${optionAnchor(change.to ?? '')})，请改用新名字。`
          : `${change.since} 起移除。${change.option === 'staleClassNameFallback' ? '它在 4.12.0 中已不参与 JS 转义的判断，直接删掉即可。' : ''}`,
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function exportSection(name: string, specifier: string, doc: EntryDoc, input: ReferenceInput, aliases: readonly string[]): string {
  const signatures = input.api5.entries[specifier]?.signatures[name] ?? [];
  const heading = aliases.length ? `${name}（别名 ${aliases.map((alias) => `\`${alias}\``).join('、')}）` : name;
  const lines = [`### ${heading} {#${exportAnchor(name)}}`, '', doc.exports[name] ?? ''];
  for (const alias of aliases) if (doc.exports[alias] && !/别名/.test(doc.exports[alias])) lines.push('', doc.exports[alias]);
  // TypeScript prints a type it renamed to avoid a clash with a trailing underscore (`Result_`): show the package's name.
  const shown = signatures.map((signature) => signature.replace(/\b([A-Z]\w*?)_(?=\W|$)/g, '$1'));
  if (shown.length) lines.push('', '```ts', ...shown.map((signature) => `${name}: ${signature}`), '```');
  return `${lines.join('\n')}\n`;
}

/** Exports that are the same function or class under two names (`WeappTailwindcss` / `weappTailwindcss`). */
function aliasGroups(names: readonly string[], doc: EntryDoc): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const aliasOf = /^`(\w+)` 的(?:小写)?别名/.exec(doc.exports[name] ?? '')?.[1];
    if (aliasOf && names.includes(aliasOf)) groups.set(aliasOf, [...(groups.get(aliasOf) ?? []), name]);
  }
  return groups;
}

/** One entry's page: /docs/api/entries/<slug>. */
export function renderEntryPage(specifier: string, input: ReferenceInput): string {
  const doc = entryDocs[specifier];
  const recorded = input.api5.entries[specifier];
  if (!doc || !recorded) throw new Error(`reference-5x: no description or recording for entry ${specifier}`);
  const runtime = Array.isArray(recorded.runtime) ? [...recorded.runtime] : [];
  const groups = aliasGroups(runtime, doc);
  const aliased = new Set([...groups.values()].flat());
  const lines = [
    frontMatter({title: specifier, sidebar_label: specifier.replace(/^weapp-tailwindcss\/?/, '') || '根入口', description: doc.summary, generated_from: generatedFrom(input)}),
    `# ${specifier}`,
    '',
    doc.summary,
    '',
  ];
  if (doc.intro) lines.push(doc.intro, '');
  if (doc.example) lines.push(`\`\`\`ts title="${doc.example.title}"`, doc.example.code, '```', '');
  if (runtime.length) {
    lines.push('## 导出 {#exports}', '', `在 ${version(input.api5)} 中，\`${specifier}\` 在运行时导出：${runtime.map((name) => `\`${name}\``).join('、')}。`, '');
    for (const name of runtime.filter((candidate) => !aliased.has(candidate))) lines.push(exportSection(name, specifier, doc, input, groups.get(name) ?? []));
  } else {
    lines.push('## 导出 {#exports}', '', '这个入口在运行时没有导出，只提供类型。', '');
  }
  if (recorded.types.length) {
    lines.push('## 类型 {#types}', '', `只在 TypeScript 中可用的导出：${recorded.types.map((name) => `\`${name}\``).join('、')}。`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Names 4.12.0 exported from an entry that 5.x no longer exports there, with what to use instead. */
const replacements: Readonly<Record<string, string>> = {
  UnifiedViteWeappTailwindcssPlugin: '`WeappTailwindcss`（`weapp-tailwindcss/vite`）',
  UnifiedWebpackPluginV5: '`WeappTailwindcss`（`weapp-tailwindcss/webpack`）',
  UnifiedWebpackPluginV4: '无（webpack 4 已不支持，请留在 4.x）',
};

/** The overview: /docs/api. */
export function renderIndexPage(input: ReferenceInput): string {
  const specifiers = Object.keys(input.api5.entries);
  const rows = specifiers.map((specifier) => {
    const doc = entryDocs[specifier];
    const runtime = input.api5.entries[specifier].runtime;
    const names = Array.isArray(runtime) ? runtime.map((name) => `\`${name}\``).join('、') : '';
    return `| [\`${specifier}\`](${entryRoute(doc)}) | ${cell(doc.summary)} | ${names || '（只有类型）'} |`;
  });
  const gone4: string[] = [];
  for (const [specifier, recorded] of Object.entries(input.api4.entries)) {
    const now = input.api5.entries[specifier];
    const before = Array.isArray(recorded.runtime) ? recorded.runtime : [];
    const after = now && Array.isArray(now.runtime) ? now.runtime : [];
    if (!now) {
      gone4.push(`| \`${specifier}\` | 整个入口 | 无（5.0.0 起移除） |`);
      continue;
    }
    for (const name of before.filter((candidate) => !after.includes(candidate))) {
      gone4.push(`| \`${specifier}\` | \`${name}\` | ${replacements[name] ?? '—'} |`);
    }
  }
  const styles = Object.keys(input.api5.styles ?? {});
  const lines = [
    frontMatter({
      title: 'API 参考（5.x）',
      sidebar_label: 'API 总览',
      description: `weapp-tailwindcss ${version(input.api5)} 的 API 参考：全部配置项，以及 vite、webpack、rspack、gulp、postcss、core 等每个入口导出的函数与类型。`,
      generated_from: generatedFrom(input),
    }),
    '# API 参考（5.x）',
    '',
    `本参考对应 weapp-tailwindcss ${version(input.api5)}。每个入口导出的名字、配置项的类型与默认值都取自这个版本的包（类型声明与运行时），说明文字由本站编写。4.x 的参考在 [4.x 文档](/docs/4.x/api)中。`,
    '',
    '## 配置项 {#options}',
    '',
    `所有插件与 Node.js API 接受同一个配置对象，见 [配置项 UserDefinedOptions](${optionsRoute})；常用选项的写法见 [配置项概览](/docs/options)。`,
    '',
    '## JS 入口 {#entries}',
    '',
    '| 入口 | 用途 | 运行时导出 |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '## 样式文件 {#styles}',
    '',
    `包里还导出了这些预先生成的样式文件：${styles.map((name) => `\`${name}\``).join('、')}。它们不是 Tailwind CSS 的入口：5.x 的入口 CSS 请写 \`@import "tailwindcss";\`，由插件生成样式。`,
    '',
  ];
  if (gone4.length) {
    lines.push('## 4.12.0 中有、5.x 中没有的导出 {#removed-exports}', '', '| 入口 | 4.12.0 的导出 | 5.x 中改用 |', '| --- | --- | --- |', ...gone4, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The API sidebar's generated part (config/docs.ts reads it like TypeDoc's sidebar file). */
export function renderSidebar(input: ReferenceInput): unknown[] {
  return [
    {type: 'doc', id: `api/${OPTIONS_PAGE}`, label: '配置项 UserDefinedOptions'},
    {
      type: 'category',
      label: 'JS 入口',
      collapsed: false,
      items: Object.keys(input.api5.entries).map((specifier) => ({type: 'doc', id: `api/entries/${entryDocs[specifier].slug}`, label: specifier})),
    },
  ];
}

/** Every file of the reference, by path inside docs/api. */
export function renderReference(input: ReferenceInput): Map<string, string> {
  const files = new Map<string, string>([
    ['index.md', renderIndexPage(input)],
    [`${OPTIONS_PAGE}.md`, renderOptionsPage(input)],
  ]);
  for (const specifier of Object.keys(input.api5.entries)) files.set(`entries/${entryDocs[specifier].slug}.md`, renderEntryPage(specifier, input));
  files.set('generated-sidebar.cjs', `module.exports = ${JSON.stringify(renderSidebar(input), null, 2)};\n`);
  return files;
}
