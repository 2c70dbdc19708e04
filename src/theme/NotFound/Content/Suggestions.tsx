// The 404 page's search box, prefilled with the words of the missing address, and the existing routes
// nearest to it. Part of the 404 page's own chunk, rendered once the page has mounted; inline styles
// keep its CSS out of the style sheet every page loads first.
import {useMemo, useState, type CSSProperties, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {redirects} from '@site/config/redirects';
import {nearestRoutes, pathWords, type OldRoute} from './nearestRoutes';

/** Every page's path in the route tree (docs pages are nested under their docs root). */
function pagePaths(entries: readonly RouteConfig[]): string[] {
  return entries.flatMap((entry) => (entry.routes ? pagePaths(entry.routes) : [entry.path ?? []].flat()));
}

/** The site's pages, without route patterns and the 404 route itself. */
const sitePages = [...new Set(pagePaths(routes))].filter((path) => !/[:*]/.test(path) && path !== '/404');
const styles = {
  suggestions: {maxWidth: '40rem', margin: '-2rem auto 4rem'},
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
  heading: {margin: '1.5rem 0 0.5rem', fontSize: '1.1rem'},
  list: {overflowWrap: 'anywhere'},
} satisfies Record<string, CSSProperties>;

const oldRoutes: readonly OldRoute[] = redirects;

export default function Suggestions(): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const searchLink = useSearchLinkCreator();
  const [query, setQuery] = useState(() => pathWords(pathname));
  const nearest = useMemo(() => nearestRoutes(pathname, sitePages, oldRoutes), [pathname]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    history.push(searchLink(query.trim()));
  };

  return (
    <div className="container" style={styles.suggestions}>
      <form role="search" aria-label="搜索本站" action={searchLink('').replace(/\?.*$/, '')} onSubmit={search}>
        <label htmlFor="not-found-search" style={styles.label}>
          按地址中的词搜索本站
        </label>
        <div style={styles.row}>
          <input id="not-found-search" style={styles.input} name="q" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button className="button button--primary" type="submit">
            搜索
          </button>
        </div>
      </form>
      {nearest.length > 0 && (
        <nav aria-labelledby="not-found-nearest">
          <h2 id="not-found-nearest" style={styles.heading}>
            地址相近的页面
          </h2>
          <ul style={styles.list}>
            {nearest.map((path) => (
              <li key={path}>
                <Link to={path}>{path}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
