// The template server rendering writes each page with: core's own (lib/ssg/ssgTemplate.html.js) with this
// site's edits (no-js writes the default colour mode on <html>, async-styles links a page's own style
// sheets). The edits run in core's SSG worker threads as each page is written, where rewriting every built
// page afterwards held the main thread alone for ~0.6 CPU-s while the other core sat idle.
// The edited template goes on `siteConfig.ssrTemplate` once bundling starts, not in docusaurus.config.ts:
// core has by then written the site config into the client bundle (every reader would download the
// template), and it reads `ssrTemplate` only when SSG starts (lib/ssg/ssgParams.js).
import {createRequire} from 'node:module';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {patchTargetFile, patchTargetMissing} from './patchTarget.mjs';

const coreSsgDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/ssg');
const SSR_TEMPLATE_READ = 'ssgTemplateContent: props.siteConfig.ssrTemplate ?? ssgTemplate_html_1.default';

/** Core's default page template, after checking that SSG reads `siteConfig.ssrTemplate` when it starts. */
export function coreSsgTemplate(dir = coreSsgDir): string {
  patchTargetFile('ssg-template', path.join(dir, 'ssgParams.js'), SSR_TEMPLATE_READ);
  // Node's own require: the site's TypeScript loader would hand back a CommonJS module's default export.
  const template = (createRequire(__filename)(patchTargetFile('ssg-template', path.join(dir, 'ssgTemplate.html.js'))) as {default?: unknown}).default;
  if (typeof template !== 'string') throw patchTargetMissing('ssg-template', `${dir}/ssgTemplate.html.js no longer exports the template as its default`);
  return template;
}

/** Each site config's template before any edit, and its edits by name, applied in the order first made. */
const baseTemplates = new WeakMap<DocusaurusConfig, string>();
const templateEdits = new WeakMap<DocusaurusConfig, Map<string, {readonly target: string; readonly replacement: string}>>();

/**
 * Replaces `target`, which the page template must hold exactly once, with `replacement`. Calling it again
 * with the same `name` replaces that edit (a rebuild in watch mode) instead of stacking a second one.
 */
export function editSsgTemplate(siteConfig: DocusaurusConfig, name: string, target: string, replacement: string): void {
  // `docusaurus start` renders no pages with the template, and rewrites the site config into the client bundle on every
  // content reload: there the template would only reach the reader's code.
  if (process.env.NODE_ENV === 'development') return;
  const base = baseTemplates.get(siteConfig) ?? siteConfig.ssrTemplate ?? coreSsgTemplate();
  baseTemplates.set(siteConfig, base);
  let template = base;
  const edits = templateEdits.get(siteConfig) ?? new Map<string, {target: string; replacement: string}>();
  templateEdits.set(siteConfig, edits.set(name, {target, replacement}));
  for (const [editName, edit] of edits) {
    const parts: string[] = template.split(edit.target);
    if (parts.length !== 2) throw patchTargetMissing('ssg-template', `${editName} expects \`${edit.target}\` once in the page template, found it ${parts.length - 1} times`);
    template = parts.join(edit.replacement);
  }
  (siteConfig as {ssrTemplate?: string}).ssrTemplate = template;
}
