import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {remarkPlugins} from './remark';
import {repoUrl} from './site';

export const docs = {
  sidebarPath: './sidebars.ts',
  editUrl: `${repoUrl}/tree/main/website`,
  breadcrumbs: true,
  showLastUpdateTime: false,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  remarkPlugins: [...remarkPlugins],
} satisfies DocsOptions;
