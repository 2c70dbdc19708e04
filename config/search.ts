// Search configuration: the embedded index by default, Algolia DocSearch when credentials are given.
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import {EMBEDDED_APP_ID} from '../src/plugins/search/shared/constants';

export interface SearchEnv {
  readonly appId?: string;
  readonly apiKey?: string;
  readonly indexName: string;
  readonly assistantId?: string;
}

export type SearchBackend = 'algolia' | 'embedded';

export const searchPagePath = 'search';
export const missingResultsRepo = 'sonofmagic/weapp-tailwindcss';

export function searchBackend(env: SearchEnv): SearchBackend {
  return env.appId && env.apiKey ? 'algolia' : 'embedded';
}

/**
 * `themeConfig.algolia`. The embedded backend still needs the theme's required fields (the modal
 * and the /search page come from the same theme); its placeholder credentials are never sent anywhere.
 */
export function createAlgoliaThemeConfig(env: SearchEnv): NonNullable<UserThemeConfig['algolia']> {
  const common = {contextualSearch: true, searchPagePath};
  if (searchBackend(env) === 'embedded') {
    return {...common, appId: EMBEDDED_APP_ID, apiKey: EMBEDDED_APP_ID, indexName: 'weapp-tailwindcss'};
  }
  return {
    ...common,
    appId: env.appId as string,
    apiKey: env.apiKey as string,
    indexName: env.indexName,
    ...(env.assistantId ? {askAi: {assistantId: env.assistantId}} : {}),
  };
}

/** The GitHub "new issue" link offered when a query finds nothing. */
export function missingResultsUrl(query: string): string {
  const title = `文档搜索没有结果：${query}`;
  const body = `我在文档中搜索了「${query}」，没有找到相关内容。\n\n我想了解的是：\n`;
  return `https://github.com/${missingResultsRepo}/issues/new?${new URLSearchParams({title, body})}`;
}
