// Replaces the stock SearchBar (theme-search-algolia 3.9.2). Why: the client must be chosen at run
// time (embedded index or Algolia), the no-results link needs a function that theme config cannot
// hold, the embedded mode must not preconnect to Algolia's servers, and its modal must not show a page above
// a markedly stronger one of a later section (client/modalHits).
import {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit, DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaAskAi,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {missingResultsUrl} from '@site/config/search';
import {EMBEDDED_APP_ID} from '../../shared/constants';
import {embeddedIndexStatus, getEmbeddedSearchClient} from '../../client/embeddedClient';
import {tagsOfFilters} from '../../client/algoliaShape';
import {keepTabInside, restoreFocus} from '@site/src/utils/focusTrap';
import type ResultsFooterType from './ResultsFooter';
import type * as ModalListType from '../../client/modalHits';
import '@docsearch/css/dist/button.css';
import './styles.css';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];

let DocSearchModal: typeof DocSearchModalType | null = null;
let ResultsFooter: typeof ResultsFooterType | null = null;
let modalList: typeof ModalListType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "search-modal" */ './ResultsFooter'),
    import(/* webpackChunkName: "search-modal" */ '../../client/modalHits'),
    import(/* webpackChunkName: "search-modal" */ '@docsearch/css/dist/_variables.css'),
    import(/* webpackChunkName: "search-modal" */ '@docsearch/css/dist/modal.css'),
    import(/* webpackChunkName: "search-modal" */ './modal.css'),
  ]).then(
    ([{DocSearchModal: Modal}, {default: Footer}, list]) => {
      DocSearchModal = Modal;
      ResultsFooter = Footer;
      modalList = list;
    },
  );
}

function useNavigator(externalUrlRegex: string | undefined) {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        // Algolia results may be absolute URLs of another site; those leave the single-page app.
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [externalUrlRegex, history],
  );
}

/** The page behind the modal: made inert while the modal is open, so neither Tab nor a screen reader reaches it. */
function setPageInert(inert: boolean): void {
  const page = document.getElementById('__docusaurus');
  if (page) page.inert = inert;
}

/**
 * A result inside DocSearch's `role="option"` item. It is not a link: an option's content is
 * presentational, and a focusable link inside it is nested interaction (axe `nested-interactive`).
 * Enter goes through DocSearch's navigator; a click navigates here, a modified or middle click opens a tab.
 */
function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}) {
  const history = useHistory();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) window.open(hit.url, '_blank', 'noopener');
    else if (event.button === 0) history.push(hit.url);
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

/**
 * DocSearch marks up the whole modal as one `role="button"` (its backdrop closes it on click), which
 * makes every result nested inside a button. It is a dialog: say so, and keep its click-to-close.
 */
function markModalAsDialog(container: Element, label: string): void {
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', label);
  container.removeAttribute('tabindex');
  container.removeAttribute('aria-expanded');
}

function DocSearch({externalUrlRegex, searchPagePath, ...props}: ThemeConfigAlgolia): ReactNode {
  const embedded = props.appId === EMBEDDED_APP_ID;
  const navigator = useNavigator(externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  // The ref prevents a second container; the state renders the portal once it exists.
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const focusBeforeOpenRef = useRef<Element | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(props);
  const indexStatus = useSyncExternalStore(embeddedIndexStatus.subscribe, embeddedIndexStatus.get, embeddedIndexStatus.getServer);
  // When the embedded index cannot be downloaded, the no-results screen says so instead.
  const modalTranslations = useMemo(
    () =>
      indexStatus === 'failed'
        ? {
            ...translations.modal,
            noResultsScreen: {
              ...translations.modal?.noResultsScreen,
              noResultsText: '无法获取结果，你可能需要检查网络连接。没有找到：',
            },
          }
        : translations.modal,
    [indexStatus],
  );

  const searchParameters = useMemo(
    () => ({
      ...props.searchParameters,
      facetFilters: props.contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, props.searchParameters?.facetFilters ?? [])
        : (props.searchParameters?.facetFilters ?? []),
    }),
    [props.contextualSearch, props.searchParameters, contextualFacetFilters],
  );
  // The modal groups hits by section: those it would show above a markedly stronger page of a later section stay on /search.
  const transformItems = useCallback(
    (items: DocSearchHit[]) => (modalList?.modalHits(items) ?? items).map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(
    (client: SearchClient) => (embedded ? (getEmbeddedSearchClient() as unknown as SearchClient) : client),
    [embedded],
  );

  // A pointer over the button, focus on it or the shortcut says a search is coming: the modal's code and,
  // with the embedded index, the download and loading of the parts for this page's docs version start
  // before the first key.
  const prepareSearch = useCallback(() => {
    void importDocSearchModalIfNeeded();
    if (embedded) getEmbeddedSearchClient().preload(tagsOfFilters(searchParameters.facetFilters));
  }, [embedded, searchParameters.facetFilters]);
  const openModal = useCallback(() => {
    prepareSearch();
    focusBeforeOpenRef.current = document.activeElement;
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      // modal.css styles the embedded index's modal by this mark: no Algolia credit, no empty footer on phones.
      if (embedded) containerRef.current.dataset.embedded = '';
      document.body.insertBefore(containerRef.current, document.body.firstChild);
      setContainer(containerRef.current);
    }
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearch, embedded]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setPageInert(false);
    if (!restoreFocus(focusBeforeOpenRef.current)) searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: {query: string}}) {
        return ResultsFooter && <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  useEffect(() => {
    const modal = isOpen ? container?.querySelector<HTMLElement>('.DocSearch-Modal') : null;
    if (!modal?.parentElement) return undefined;
    markModalAsDialog(modal.parentElement, translations.button?.buttonText ?? '搜索');
    setPageInert(true);
    // DocSearch's own Tab trap reads the focusable elements once, before any result is shown, so Tab
    // escaped past the results; this one reads them on every key and keeps DocSearch's from running.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.stopPropagation();
      keepTabInside(modal, event);
    };
    modal.addEventListener('keydown', onKeyDown);
    return () => {
      modal.removeEventListener('keydown', onKeyDown);
      setPageInert(false);
    };
  }, [isOpen, container]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  });

  return (
    <>
      {!embedded && (
        <Head>
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        // DocSearch names the button "搜索 (Control+k)" while it shows "搜索 Ctrl K" (WCAG 2.5.3, label in
        // name); without the label, its name is the text it shows.
        aria-label={undefined}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            maxResultsPerGroup={embedded ? modalList?.MODAL_HITS_PER_SECTION : undefined}
            hitComponent={HitLink as DocSearchProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
            {...(searchPagePath && {resultsFooterComponent: resultsFooterComponent as DocSearchProps['resultsFooterComponent']})}
            {...(props as Omit<DocSearchProps, 'askAi'>)}
            placeholder={currentPlaceholder}
            translations={modalTranslations}
            searchParameters={searchParameters}
            {...extraAskAiProps}
            askAi={extraAskAiProps.askAi as DocSearchProps['askAi']}
            onAskAiToggle={onAskAiToggle}
          />,
          container,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as ThemeConfigAlgolia)} />;
}
