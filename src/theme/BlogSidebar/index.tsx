// Wrap: the sidebar's post titles keep their hyphenated words whole. A title such as "--spacing 预计算" broke
// into "-" / "-spacing", and "uni-app" into "uni-" / "app": hyphens that start or join words become
// non-breaking hyphens (U+2011), which look the same.
import type {ReactNode} from 'react';
import BlogSidebar from '@theme-original/BlogSidebar';
import type {Props} from '@theme/BlogSidebar';
import {keepHyphenatedWords} from './keepHyphenatedWords';

export default function BlogSidebarWrapper({sidebar, ...props}: Props): ReactNode {
  const kept = sidebar && {...sidebar, items: sidebar.items.map((item) => ({...item, title: keepHyphenatedWords(item.title)}))};
  return <BlogSidebar {...props} sidebar={kept} />;
}
