// The foot of the search modal's results, loaded with the modal (not in every page's scripts).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useContextualSearchFilters, useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {EMBEDDED_APP_ID} from '../../shared/constants';
import {docsVersionTag} from '../../shared/types';
import {getEmbeddedSearchClient} from '../../client/embeddedClient';

/**
 * The docs versions that a search from this page leaves out: contextual search asks the version of the
 * page (or the reader's preferred one), and the modal offers each other version on the /search page.
 */
function useOtherDocsVersions(): {label: string; tag: string}[] {
  const {tags} = useContextualSearchFilters();
  return Object.entries(useAllDocsData()).flatMap(([pluginId, {versions}]) =>
    versions.length > 1 && tags.some((tag) => tag.startsWith(`docs-${pluginId}-`))
      ? versions.filter((version) => !tags.includes(docsVersionTag(pluginId, version.name))).map(({label, name}) => ({label, tag: docsVersionTag(pluginId, name)}))
      : [],
  );
}

/**
 * The links to the /search page: all results, and the same query in each other docs version. Without
 * a count: DocSearch 4.7 adds every query's count to the last one's (`context.nbHits`), so after a few
 * keystrokes it promised far more results than the page lists. With the embedded index, pointing at
 * another version's link starts the download of that version's part of the index.
 */
export default function ResultsFooter({state, onClose}: {state: {query: string}; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const otherVersions = useOtherDocsVersions();
  const embedded = (useDocusaurusContext().siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId === EMBEDDED_APP_ID;
  return (
    <>
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAllResults" description="The link from the search modal to the search page">
          查看全部搜索结果
        </Translate>
      </Link>
      {otherVersions.map(({label, tag}) => {
        const prepare = embedded ? () => getEmbeddedSearchClient().preload([tag]) : undefined;
        return (
          <Link key={label} to={`${createSearchLink(state.query)}&version=${encodeURIComponent(label)}`} onClick={onClose} onMouseEnter={prepare} onFocus={prepare}>
            在 {label} 文档中搜索“{state.query}”
          </Link>
        );
      })}
    </>
  );
}
