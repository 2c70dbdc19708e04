// TypeDoc plugin for both API references: its Chinese section headings (参数, 返回, 属性, the option groups…)
// get short English ids, the anchor scheme of the rest of the site (issue #30): `#parameters-1`, not
// `#%E5%8F%82%E6%95%B0-1` next to `#customattributes`. Member headings are ASCII and keep Docusaurus's ids.
import {createSlugger} from '@docusaurus/utils';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/** TypeDoc's Chinese titles (and this site's option groups) → the id TypeDoc's English title would get. */
export const HEADING_IDS = new Map([
  ['类', 'classes'],
  ['接口', 'interfaces'],
  ['类型别名', 'type-aliases'],
  ['变量', 'variables'],
  ['函数', 'functions'],
  ['构造函数', 'constructors'],
  ['属性', 'properties'],
  ['方法', 'methods'],
  ['参数', 'parameters'],
  ['返回', 'returns'],
  ['类型声明', 'type-declaration'],
  ['默认值', 'default-value'],
  ['备注', 'remarks'],
  ['示例', 'example'],
  ['参阅', 'see'],
  ['添加于', 'since'],
  ['链接', 'links'],
  ['说明', 'description'],
  ['继承', 'extends'],
  ['继承于', 'extended-by'],
  ['继承自', 'inherited-from'],
  ['实现', 'implements'],
  ['实现了', 'implementation-of'],
  ['重写了', 'overrides'],
  ['重要配置', 'important'],
  ['文件匹配', 'matchers'],
  ['生命周期', 'lifecycle'],
  ['一般配置', 'general'],
]);

/**
 * Appends `{#id}` to each heading with non-ASCII text, numbered in page order as Docusaurus numbers
 * repeated slugs (`parameters`, `parameters-1`). A title missing from HEADING_IDS fails the build.
 * @param {string} markdown one page of TypeDoc's output
 */
export function withHeadingIds(markdown) {
  const slugger = createSlugger();
  let fence = '';
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) fence = fence ? '' : marker;
      const heading = fence || marker ? null : /^(#{2,6}) (.*?)\s*$/.exec(line);
      if (!heading || !/\P{ASCII}/u.test(heading[2]) || /\{#[^}]*\}$/.test(heading[2])) return line;
      const id = HEADING_IDS.get(heading[2]);
      if (!id) throw new Error(`API heading "${heading[2]}" has no English id: add it to HEADING_IDS in typedoc/heading-ids.mjs`);
      return `${heading[1]} ${heading[2]} {#${slugger.slug(id)}}`;
    })
    .join('\n');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  // After the other END handlers (typedoc/plugin.mjs writes 说明 for TypeDoc's English "Description").
  app.renderer.on(
    MarkdownPageEvent.END,
    (page) => {
      if (page.contents) page.contents = withHeadingIds(page.contents);
    },
    -100,
  );
}
