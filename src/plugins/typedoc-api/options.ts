import path from 'node:path';

/** One API reference: which declarations to document and where the Markdown pages go. */
export interface ApiReference {
  /** The package and the version documented: the title of the reference's index page, and each page's "根据 … 生成" line. */
  readonly name: string;
  /** Entry file that re-exports the documented API, relative to the site. */
  readonly entryPoint: string;
  /** The docs folder of the version this reference belongs to, relative to the site: sidebar ids are written relative to it. */
  readonly docsDir: string;
  /** Output folder inside that docs folder, relative to the site. */
  readonly out: string;
  /** Extra TypeDoc plugins for this reference only, relative to the site. */
  readonly plugins?: readonly string[];
  /** Other TypeDoc options for this reference only, such as the options its plugins declare. */
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface TypedocApiOptions {
  /** tsconfig of the entry files, relative to the site. */
  readonly tsconfig: string;
  /** Other TypeDoc options, the same for every reference. */
  readonly shared: Readonly<Record<string, unknown>>;
  readonly references: readonly ApiReference[];
}

// Markdown output and the Docusaurus sidebar file come from these two TypeDoc plugins.
const OUTPUT_PLUGINS = ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme'];

/** The TypeDoc options of one reference, with absolute paths so a worker thread needs no working directory. */
export function typedocRunOptions(siteDir: string, options: TypedocApiOptions, reference: ApiReference) {
  const fromSite = (file: string) => path.resolve(siteDir, file);
  return {
    ...options.shared,
    ...reference.options,
    name: reference.name,
    tsconfig: fromSite(options.tsconfig),
    docsPath: fromSite(reference.docsDir),
    entryPoints: [fromSite(reference.entryPoint)],
    out: fromSite(reference.out),
    plugin: [...OUTPUT_PLUGINS, ...(reference.plugins ?? []).map(fromSite)],
  };
}
