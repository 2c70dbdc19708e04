/**
 * The browsers (a browserslist query) the CSS is made for, by the playground and the docs' examples (the 4.x pipeline
 * passes them, the 5.x records are made with them): `defaults`, what a project without a browserslist gets
 * (weapp-tailwindcss 4.12.0 gives postcss-preset-env no targets of its own) and what the playground's worker gets
 * anyway (browserslist's browser build reads no configuration). Spelled out so that a run in Node does not take the
 * targets of this website's package.json or of NODE_ENV. A module of its own: the examples' caption, in the docs'
 * shared chunk, reads it without bringing in the playground's model.
 */
export const exampleBrowsers = 'defaults';
