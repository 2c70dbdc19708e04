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
