// The parts of the docs plugin's loaded sidebars this module reads (the plugin does not export the type).
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};
type Sidebars = Record<string, SidebarItem[]>;

/**
 * Doc id → section label: the sidebar's title, followed by the top-level category for docs that
 * sit inside one (for example `指南 · Tailwind CSS v4`).
 */
export function docSections(sidebars: Sidebars | object, sidebarTitles: Readonly<Record<string, string>>): Map<string, string> {
  const sections = new Map<string, string>();
  const visit = (items: SidebarItem[], label: string, topCategory: string | undefined) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (!sections.has(item.id)) sections.set(item.id, topCategory ? `${label} · ${topCategory}` : label);
      } else if (item.type === 'category') {
        const category = topCategory ?? item.label;
        if (item.link?.type === 'doc' && item.link.id && !sections.has(item.link.id)) {
          sections.set(item.link.id, `${label} · ${category}`);
        }
        visit(item.items, label, category);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars as Sidebars)) {
    visit(items, sidebarTitles[sidebarId] ?? '文档', undefined);
  }
  return sections;
}

/**
 * Doc id → the sidebar category nearest to the doc below the top-level one (`Taro`, `原生小程序（gulp / webpack）`),
 * for docs that sit that deep: the name the sidebar gives the topic of its pages, which their titles may not
 * repeat (the native guide's steps are titled 准备项目并安装 Tailwind CSS and 安装打包工具并运行).
 */
export function docCategories(sidebars: Sidebars | object): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (items: SidebarItem[], depth: number, nearest: string | undefined) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && nearest && !categories.has(item.id)) categories.set(item.id, nearest);
      if (item.type !== 'category') continue;
      const label = depth > 0 ? item.label : undefined;
      if (label && item.link?.type === 'doc' && item.link.id && !categories.has(item.link.id)) categories.set(item.link.id, label);
      visit(item.items, depth + 1, label ?? nearest);
    }
  };
  for (const items of Object.values(sidebars as Sidebars)) visit(items, 0, undefined);
  return categories;
}
