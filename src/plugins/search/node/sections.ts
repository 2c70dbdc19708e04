// The parts of the docs plugin's loaded sidebars this module reads (the plugin does not export the type).
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};
type Sidebars = Record<string, SidebarItem[]>;

/** Where a doc sits in the sidebars, as search reads it. */
export interface DocPlace {
  /** The sidebar's title, followed by the top-level category for docs inside one (`指南 · Tailwind CSS v4`). */
  readonly section: string;
  /**
   * The sidebar category nearest to the doc below the top-level one (`Taro`, `原生小程序（gulp / webpack）`), for docs
   * that sit that deep: the name the sidebar gives the topic of its pages, which their titles may not repeat (the
   * native guide's steps are titled 准备项目并安装 Tailwind CSS and 安装打包工具并运行).
   */
  readonly category?: string;
}

/** Doc id → its place in the sidebars (DocPlace), where it is first listed; a category's own page belongs to the category. */
export function docPlaces(sidebars: Sidebars | object, sidebarTitles: Readonly<Record<string, string>>): Map<string, DocPlace> {
  const places = new Map<string, DocPlace>();
  const place = (id: string, section: string, category: string | undefined) => {
    if (!places.has(id)) places.set(id, category ? {section, category} : {section});
  };
  const visit = (items: SidebarItem[], label: string, topCategory: string | undefined, nearest: string | undefined) => {
    const section = topCategory ? `${label} · ${topCategory}` : label;
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') place(item.id, section, nearest);
      if (item.type !== 'category') continue;
      const category = topCategory ?? item.label;
      const inner = topCategory ? item.label : undefined;
      if (item.link?.type === 'doc' && item.link.id) place(item.link.id, `${label} · ${category}`, inner);
      visit(item.items, label, category, inner ?? nearest);
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars as Sidebars)) {
    visit(items, sidebarTitles[sidebarId] ?? '文档', undefined, undefined);
  }
  return places;
}
