/** Every doc's and blog post's title by route, written by the page-markdown plugin (./index.ts). */
declare module '@generated/page-markdown/default/page-titles.json' {
  const titles: Readonly<Record<string, string>>;
  export default titles;
}
