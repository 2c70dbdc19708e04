// TypeDoc plugin for every API reference (the current one and v2): types are printed with the names the
// package's declarations use, headings drop TypeDoc's optional mark, and a reference can mark its page
// titles (`pageTitleSuffix`) so that pages of two references never share a title. A reference in an older
// docs version (`siteDocsPath: '/docs/4.x'`) has its site links point into that version. Upstream links the
// JSDoc writes at a branch are pinned to a release, and one left unpinned fails the generation.
import {Converter, ParameterType, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import ts from 'typescript';
import {
  inDocsVersion,
  pinUpstreamLinks,
  printedReferenceNames,
  typeLiteralsIn,
  withoutOptionalMarks,
  withTitleSuffix,
} from './utils.mjs';

/** The names a type node refers to as written in the declaration file (`Rem2rpxOptions`, `postcss.Result`). */
function writtenReferenceNames(typeNode) {
  const names = [];
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) names.push(node.typeName.getText());
    ts.forEachChild(node, visit);
  };
  visit(typeNode);
  return names;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'pageTitleSuffix',
    help: 'Text added to the title of every page of this reference.',
    type: ParameterType.String,
    defaultValue: '',
  });
  app.options.addDeclaration({
    name: 'siteDocsPath',
    help: 'URL path of the docs version this reference belongs to; site links written as /docs/… are moved under it.',
    type: ParameterType.String,
    defaultValue: '/docs',
  });

  // TypeDoc converts a property from the checker's type, which names the type's own declaration: an
  // aliased import (`UserDefinedOptions as Rem2rpxOptions`), an expanded alias (`LoadedPostcssOptions`)
  // or a default import (`postcss.Root` is declared as `Root_`) would show a name the package never
  // exports. When a written name is missing, convert the declaration's type node instead.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.type || !reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable)) return;
    const typeNode = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.type;
    if (!typeNode) return;
    const printed = printedReferenceNames(reflection.type);
    if (writtenReferenceNames(typeNode).every((name) => printed.has(name))) return;
    for (const literal of typeLiteralsIn(reflection.type)) context.project.removeReflection(literal);
    reflection.type = context.converter.convertType(context.withScope(reflection), typeNode);
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    // The index page's title already names the package version.
    const suffix = page.model.isProject() ? '' : String(app.options.getValue('pageTitleSuffix'));
    const docsPath = String(app.options.getValue('siteDocsPath'));
    page.contents = pinUpstreamLinks(inDocsVersion(withTitleSuffix(withoutOptionalMarks(page.contents), suffix), docsPath), page.url);
  });
}
