// The one embedded search client of the page, shared by the modal and the /search page, and the
// status of its index download for components that need to explain an empty result.
import globalData from '@generated/globalData';
import siteConfig from '@generated/docusaurus.config';
import {SEARCH_PLUGIN_NAME} from '../shared/constants';
import type {EmbeddedSearchGlobalData} from '../shared/types';
import type {IndexPart} from './earlyIndexWorker';
import {createLocalSearchClient, indexPartsFor, type IndexStatus, type LocalSearchClient} from './localClient';

let client: LocalSearchClient | undefined;
let status: IndexStatus = 'idle';
const listeners = new Set<() => void>();

function setStatus(next: IndexStatus) {
  status = next;
  for (const listener of listeners) listener();
}

function embeddedIndexData(): Pick<EmbeddedSearchGlobalData, 'locale'> & {indexUrls: Record<string, string>} {
  const data = globalData[SEARCH_PLUGIN_NAME]?.default as EmbeddedSearchGlobalData | undefined;
  if (!data) throw new Error('The search plugin has no embedded index (is a hosted search configured?).');
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  return {locale: data.locale, indexUrls: Object.fromEntries(Object.entries(data.indexPaths).map(([tag, indexPath]) => [tag, `${base}${indexPath}`]))};
}

/**
 * The parts of the index (tag and address) a search of these `docusaurus_tag` values downloads, for a
 * page that knows it will search as soon as it loads.
 */
export function embeddedIndexParts(tags: readonly string[]): IndexPart[] {
  const {indexUrls} = embeddedIndexData();
  return indexPartsFor(indexUrls, tags).map((tag) => [tag, indexUrls[tag]] as const);
}

/** The site's one locale, which the /search page's inline script hands the worker it starts. */
export const embeddedIndexLocale = (): string => embeddedIndexData().locale;

export function getEmbeddedSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient(embeddedIndexData(), setStatus);
  return client;
}

/** For `useSyncExternalStore`: whether the last attempt to download the index failed. */
export const embeddedIndexStatus = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): IndexStatus => status,
  getServer: (): IndexStatus => 'idle',
};
