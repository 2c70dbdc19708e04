// The current weapp-tailwindcss release and how readers name release lines, on their own: pages that need
// only these (the compatibility matrix) do not share config/site.ts, and its package.json, with the home page.

/** The release line of a version, as readers name it: "4.12.0" → "4.x". */
export const lineOf = (version: string): string => `${version.split('.')[0]}.x`;

/** The current line, documented at /docs/: the release its API reference is generated from (installed from vendor/npm). */
export const currentVersion = '5.3.4';
