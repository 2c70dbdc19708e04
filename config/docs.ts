import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import path from 'node:path';
import {showLastUpdateTime} from './lastUpdate';
import {beforeDefaultRemarkPlugins, remarkPlugins} from './remark';

export const docs = {
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  // Real commit dates only: none at all from a shallow clone (see ./lastUpdate).
  showLastUpdateTime: showLastUpdateTime(path.resolve(__dirname, '..')),
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  beforeDefaultRemarkPlugins: [...beforeDefaultRemarkPlugins],
  remarkPlugins: [...remarkPlugins],
} satisfies DocsOptions;
