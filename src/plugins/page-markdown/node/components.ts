// The Markdown of the site's own components that render data rather than their children: the same data
// modules the components read, laid out as text, headings, lists and tables.
import type {Heading, Paragraph, PhrasingContent, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {docEntryPoints} from '../../../data/docEntryPoints';
import {showcaseItems} from '../../../data/showcase';
import {guideRoute, unverifiableGuideGroups, verifiedGuideNote, verifiedRecordGroups} from '../../../data/verifiedGuides';

export interface ComponentContext {
  /** Absolute URL of a site path. */
  readonly absoluteUrl: (url: string) => string;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function attributeValue(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  if (!attribute || attribute.type !== 'mdxJsxAttribute') return undefined;
  return typeof attribute.value === 'string' ? attribute.value : attribute.value?.value;
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))});
  return {type: 'table', children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)]};
}

function compatibilityMatrix(context: ComponentContext): RootContent[] {
  const guide = (page: string, title: string): PhrasingContent[] => {
    return [{type: 'link', url: context.absoluteUrl(guideRoute(page)), children: [text(title)]}];
  };
  // As on the page, each weapp-tailwindcss line's rows come under its name.
  const lineTitle = (line: string) => paragraph([{type: 'strong', children: [text(`weapp-tailwindcss ${line} 的接入指南`)]}]);
  return [
    ...verifiedRecordGroups.flatMap((group) => [
      lineTitle(group.line),
      table(
        ['接入指南', '框架', '构建工具', 'Tailwind CSS', 'weapp-tailwindcss', '结果', '日期'],
        group.items.map((record) => [
          guide(record.page, record.title),
          [text(`${record.framework} ${record.frameworkVersion}`)],
          ...[record.bundler, record.tailwindcss, record.weappTailwindcss, record.result === 'pass' ? '构建通过' : '构建失败', record.date].map((cell) => [text(cell)]),
        ]),
      ),
    ]),
    ...unverifiableGuideGroups.flatMap((group) => [
      lineTitle(group.line),
      table(['未能在本站验证的指南', '原因'], group.items.map((entry) => [guide(entry.page, entry.title), [text(entry.reason)]])),
    ]),
  ];
}

/** Markdown for a component, or undefined when the component is not one of these. */
export function componentMarkdown(node: MdxJsxFlowElement, context: ComponentContext): RootContent[] | undefined {
  switch (node.name) {
    case 'VerifiedGuide': {
      const note = verifiedGuideNote({stack: attributeValue(node, 'stack'), unverifiable: attributeValue(node, 'unverifiable'), together: attributeValue(node, 'together')});
      return note ? [paragraph([text(note.lead), {type: 'link', url: context.absoluteUrl(note.row), children: [text('兼容性矩阵')]}, text('）')])] : [];
    }
    case 'CompatibilityMatrix':
      return compatibilityMatrix(context);
    case 'DocsChooser':
      return docEntryPoints.flatMap((entry): RootContent[] => [
        {type: 'heading', depth: 3, children: [text(entry.title)]},
        paragraph([text(entry.summary)]),
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: entry.links.map((link) => ({type: 'listItem', spread: false, children: [paragraph([{type: 'link', url: context.absoluteUrl(link.to), children: [text(link.label)]}])]})),
        },
      ]);
    case 'ShowcaseGrid': {
      const depth = (attributeValue(node, 'headingLevel') === '2' ? 2 : 3) as Heading['depth'];
      return showcaseItems.flatMap((item, index): RootContent[] => [
        {type: 'heading', depth, children: [text(item.name)]},
        paragraph([text(`收录序号 ${index + 1}`)]),
        paragraph([text(item.description)]),
        ...(item.note === undefined ? [] : [paragraph([text(`补充：${item.note}`)])]),
      ]);
    }
    default:
      return undefined;
  }
}
