// The 404 page's search for the words of the missing address, and the existing pages nearest to it by
// title (src/plugins/page-markdown writes the titles; loaded only here). Both need the address, which is
// known only in the browser: the server renders the form empty (it still searches without scripts) and
// keeps the list's room, so nothing moves when they fill in.
import {useEffect, useMemo, useState, type CSSProperties, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {redirects} from '@site/config/redirects';
import {legacyLine} from '@site/config/site';
import {nearestRoutes, pathWords, type OldRoute} from './nearestRoutes';

/** Every page's path in the route tree (docs pages are nested under their docs root). */
function pagePaths(entries: readonly RouteConfig[]): string[] {
  return entries.flatMap((entry) => (entry.routes ? pagePaths(entry.routes) : [entry.path ?? []].flat()));
}

/** The site's pages, without route patterns and the 404 route itself. */
const sitePages = [...new Set(pagePaths(routes))].filter((path) => !/[:*]/.test(path) && path !== '/404');
const oldRoutes: readonly OldRoute[] = redirects;

const styles = {
  label: {display: 'block', marginBottom: '0.4rem', fontWeight: 'var(--ifm-font-weight-semibold)'},
  row: {display: 'flex', gap: '0.5rem'},
  input: {
    flex: 1,
    minWidth: 0,
    padding: '0.5rem 0.75rem',
    border: '1px solid var(--ifm-color-emphasis-500)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
    font: 'inherit',
  },
  // Room for the heading and five entries of up to two lines on a phone, kept before they are known.
  nearest: {minHeight: '17rem', marginTop: '1.5rem'},
  heading: {margin: '0 0 0.5rem', fontSize: '1.1rem'},
  list: {overflowWrap: 'anywhere'},
  version: {marginLeft: '0.5em', color: 'var(--ifm-color-emphasis-700)', fontSize: '0.875em'},
} satisfies Record<string, CSSProperties>;

export function SearchForm(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const searchLink = useSearchLinkCreator();
  // The address's words until the reader edits them; none on the server, which does not know the address.
  const [edited, setEdited] = useState<string>();
  const query = edited ?? (isBrowser ? pathWords(pathname) : '');

  const search = (event: FormEvent) => {
    event.preventDefault();
    history.push(searchLink(query.trim()));
  };

  return (
    <form role="search" aria-label="搜索本站" action={searchLink('').replace(/\?.*$/, '')} onSubmit={isBrowser ? search : undefined}>
      <label htmlFor="not-found-search" style={styles.label}>
        按地址中的词搜索本站
      </label>
      <div style={styles.row}>
        <input id="not-found-search" style={styles.input} name="q" type="search" value={query} onChange={(event) => setEdited(event.target.value)} />
        <button className="button button--primary" type="submit">
          搜索
        </button>
      </div>
    </form>
  );
}

/** The docs version a path is in, when it is not the current one ("4.x"), to tell apart pages of the same title. */
const olderVersion = (path: string): string | undefined => (path.startsWith(`${legacyLine.docsPath}/`) ? legacyLine.line : undefined);

export function NearestPages(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const nearest = useMemo(() => (isBrowser ? nearestRoutes(pathname, sitePages, oldRoutes) : []), [isBrowser, pathname]);
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>();
  useEffect(() => {
    if (nearest.length === 0) return;
    let active = true;
    void import('@generated/page-markdown/default/page-titles.json').then(
      (module) => active && setTitles(module.default),
      () => active && setTitles({}), // the chunk did not load: name the pages by their paths
    );
    return () => {
      active = false;
    };
  }, [nearest.length]);

  return (
    <div style={styles.nearest}>
      {titles && nearest.length > 0 && (
        <nav aria-labelledby="not-found-nearest">
          <h2 id="not-found-nearest" style={styles.heading}>
            地址相近的页面
          </h2>
          <ul style={styles.list}>
            {nearest.map((path) => (
              <li key={path}>
                <Link to={path}>{titles[path] ?? path}</Link>
                {olderVersion(path) && <span style={styles.version}>{olderVersion(path)} 文档</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
