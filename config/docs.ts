import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {remarkPlugins} from './remark';

export const docs = {
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  remarkPlugins: [...remarkPlugins],
} satisfies DocsOptions;
