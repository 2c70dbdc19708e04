// Which CSS one page alone needs, and how its HTML links it. Pure functions, tested in tests/unit/async-styles.test.ts.

/** `.docusaurus/routesChunkNames.json`: route key (`<path>-<hash>`) → nested object of chunk names. */
export type RoutesChunkNames = Readonly<Record<string, unknown>>;

const chunkNamesIn = (tree: unknown, names: string[] = []): string[] => {
  if (typeof tree === 'string') names.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesIn(value, names);
  return names;
};

/** The route path of a routesChunkNames key: the key without its `-<hash>` suffix. */
export const routePathOfKey = (key: string): string => key.slice(0, key.lastIndexOf('-'));

/**
 * The pages of the site (routes without nested routes) and the route keys each one renders, its layout
 * routes first, read from the generated `.docusaurus/routes.js`: the docs' sidebar and layout are
 * components of the parent route `/docs`, loaded by every doc page.
 */
export function pagesOfRoutesModule(routesModule: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const ancestors: string[] = [];
  let last: string | undefined;
  let lastHasChildren = false;
  const closeLeaf = () => {
    if (last !== undefined && !lastHasChildren) pages.set(routePathOfKey(last), [...ancestors, last]);
    last = undefined;
  };
  for (const [token, path, hash] of routesModule.matchAll(/ComponentCreator\('([^']*)'(?:, '([^']*)')?\)|routes: \[|\]/g)) {
    if (token === 'routes: [') {
      if (last === undefined) throw new Error('async-styles: routes.js nests routes under no route; its format changed');
      ancestors.push(last);
      lastHasChildren = true;
      last = undefined;
    } else if (token === ']') {
      closeLeaf();
      if (ancestors.length > 0) {
        last = ancestors.pop();
        lastHasChildren = true;
      }
    } else {
      closeLeaf();
      last = hash === undefined ? undefined : `${path}-${hash}`;
      lastHasChildren = false;
    }
  }
  closeLeaf();
  return pages;
}

/** Page path → the chunk names it loads (its layout routes' first), with every route key checked against routesChunkNames. */
export function chunkNamesByPage(pages: ReadonlyMap<string, readonly string[]>, routes: RoutesChunkNames): Map<string, string[]> {
  return new Map(
    [...pages].map(([page, keys]) => [
      page,
      keys.flatMap((key) => {
        if (!(key in routes)) throw new Error(`async-styles: route ${key} of routes.js is not in routesChunkNames.json; their formats changed`);
        return chunkNamesIn(routes[key]);
      }),
    ]),
  );
}

/** Chunk name → the pages that load it. */
export function pagesByChunkName(chunkNames: ReadonlyMap<string, readonly string[]>): Map<string, Set<string>> {
  const byChunk = new Map<string, Set<string>>();
  for (const [page, names] of chunkNames) {
    for (const name of names) {
      const set = byChunk.get(name) ?? new Set<string>();
      set.add(page);
      byChunk.set(name, set);
    }
  }
  return byChunk;
}

/** The section of the site a route belongs to: its first path segment (`docs`, `blog`, `playground`), `home` for `/`. */
export const routeFamily = (route: string): string => route.split('/').find(Boolean) ?? 'home';

/** The sheet name of CSS that one page alone loads: `page-` and its path (`page-home`, `page-docs-options`). */
/** A docs page of an older version (`/docs/4.x/options`) as the page it versions (`/docs/options`): both load one page sheet. */
export const unversionedRoute = (route: string): string => route.replace(/^\/docs\/\d+\.x(?=\/|$)/, '/docs');

export const pageSheetName = (route: string): string =>
  `page-${route.split('/').filter(Boolean).join('-').replace(/[^\w-]/g, '_') || 'home'}`;

/**
 * Where a style module goes, given the names of the chunk groups that hold it:
 * - `shared` (styles.css) when a group has no name (a component's own `import()`, which server rendering
 *   may have rendered) or is not a route's, or when pages of more than one section load it;
 * - `section` (styles-<name>.css) when one page alone loads it (`page-<path>`), or when the pages that
 *   load it are all in one section (the section's name: `docs`, `blog`);
 * - `own` (its chunk's sheet) when only groups the browser alone renders, after hydration (named in
 *   `clientOnly`: a reader's action, an idle callback, a BrowserOnly component), load it.
 * The docs' own CSS in a sheet of its own costs a doc page 0.9 KB gzip over one shared sheet (two files
 * compress apart), and saves every other page 1.5 KB (measured on the built sheets, 2026-11-27).
 */
export type StylePlacement = {readonly sheet: 'shared' | 'own'} | {readonly sheet: 'section'; readonly family: string};

export function placeStyle(
  groupNames: readonly (string | undefined)[],
  routesOfChunk: ReadonlyMap<string, ReadonlySet<string>>,
  clientOnly: ReadonlySet<string>,
): StylePlacement {
  const routes = new Set<string>();
  for (const name of groupNames) {
    if (name === undefined) return {sheet: 'shared'};
    if (clientOnly.has(name)) continue;
    const chunkRoutes = routesOfChunk.get(name);
    if (!chunkRoutes) return {sheet: 'shared'};
    for (const route of chunkRoutes) routes.add(unversionedRoute(route));
  }
  if (routes.size === 0) return {sheet: 'own'};
  const [only] = routes;
  if (routes.size === 1 && only !== undefined) return {sheet: 'section', family: pageSheetName(only)};
  const families = new Set([...routes].map(routeFamily));
  const [family] = families;
  return families.size > 1 || family === undefined ? {sheet: 'shared'} : {sheet: 'section', family};
}

/** The file name of the shared sheet Docusaurus writes, `assets/css/styles.<hash>.css`. */
const SHARED_SHEET_FILE = /(^|\/)styles\.[0-9a-f]+\.css$/;

/** Whether a file the bundler wrote is the shared sheet. */
export const isSharedSheet = (file: string): boolean => SHARED_SHEET_FILE.test(file);

/** The links of a page's own sheets, as the page template writes them. */
export const stylesheetLinks = (hrefs: readonly string[]): string => hrefs.map((href) => `<link rel=stylesheet href=${href}>`).join('');

/** Core's loop in the page template that links the style sheets server rendering found for the page (styles.css). */
export const STYLESHEET_LOOP = [
  '    <% it.stylesheets.forEach((stylesheet) => { %>',
  '      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />',
  '    <% }); %>',
].join('\n');

/**
 * Core's stylesheet loop, linking a page's own sheets right after styles.css, so they cascade after it as
 * the bundle would. The template runs in core's SSG threads, which do not tell it the page's path: it
 * knows the page by its canonical link, which is its own address (tests/build/output.test.ts holds every
 * page to that). `linksByPage` maps every page's canonical URL to its links (empty for none); a page it
 * lacks, or a page without styles.css, fails the build.
 */
export function stylesheetLoopWithPageSheets(linksByPage: Readonly<Record<string, string>>): string {
  // Eta reads quotes inside <% %> as strings: the regular expressions spell " as \x22.
  const pageLinks = [
    `const linksByPage = ${JSON.stringify(linksByPage)};`,
    String.raw`const canonical = /<link\b[^>]*\brel=\x22canonical\x22[^>]*\bhref=\x22([^\x22]*)\x22/.exec(it.metaAttributes.join(''));`,
    `if (!canonical || !Object.hasOwn(linksByPage, canonical[1])) throw new Error('async-styles: no page has the canonical URL ' + (canonical ? canonical[1] : '(none)') + ', so its own style sheets are unknown');`,
  ].join(' ');
  const [loopStart, link, loopEnd] = STYLESHEET_LOOP.split('\n');
  return [
    loopStart,
    link,
    `      <% if (${SHARED_SHEET_FILE}.test(stylesheet)) { ${pageLinks} %><%~ linksByPage[canonical[1]] %><% } %>`,
    loopEnd,
    `    <% if (!it.stylesheets.some((stylesheet) => ${SHARED_SHEET_FILE}.test(stylesheet))) throw new Error('async-styles: the page has no link to the shared styles.css to put its own style sheets after'); %>`,
  ].join('\n');
}
