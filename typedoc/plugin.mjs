// TypeDoc plugin for the weapp-tailwindcss reference: shows each option's default (the runtime value,
// as the JSDoc `@default` can disagree with what the package does, or the behaviour when it is unset),
// replaces remarks known to be wrong, corrects `@since` tags that name unreleased versions, drops the
// sort prefix of group names and fixes links written for another site layout.
import {Comment, CommentTag, Converter, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {
  DEFAULTS_WITHOUT_RUNTIME_VALUE,
  checkedSince,
  correctedRemarks,
  localizeTypedocMarkdown,
  printableRuntimeDefaults,
  rewriteOptionGroupLinks,
  splitGroupTag,
  withoutInternalParts,
  writtenDefaultAsJson,
} from './utils.mjs';

/** @param {import('typedoc').Application} app */
export async function load(app) {
  const {getDefaultOptions} = await import('weapp-tailwindcss/defaults');
  const runtimeDefaults = printableRuntimeDefaults(getDefaultOptions());
  const released = JSON.parse(await readFile(new URL('./released-versions.json', import.meta.url), 'utf8'));

  // Before TypeDoc groups the reflections, so that sections, their order and the sidebar use the plain names.
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        for (const tag of reflection.comment?.blockTags ?? []) {
          if (tag.tag === '@group') {
            const {name, note} = splitGroupTag(Comment.combineDisplayParts(tag.content));
            tag.content = [{kind: 'text', text: name}];
            if (note) reflection.comment?.summary.unshift({kind: 'text', text: `${note}。\n\n`});
          }
          if (tag.tag === '@since') {
            const version = checkedSince(reflection.name, Comment.combineDisplayParts(tag.content), released);
            tag.content = [{kind: 'text', text: version}];
          }
        }
      }
    },
    200,
  );

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Property)) {
      if (reflection.parent?.name !== 'UserDefinedOptions') continue;
      const comment = reflection.comment ?? new Comment();
      const remarks = comment.getTag('@remarks');
      const corrected = remarks && correctedRemarks(reflection.name, sha256(Comment.combineDisplayParts(remarks.content)));
      if (corrected) remarks.content = [{kind: 'text', text: corrected}];
      const parts = defaultParts(reflection.name, comment.getTag('@default'), Boolean(corrected));
      if (!parts) continue;
      comment.blockTags = comment.blockTags.filter((blockTag) => blockTag.tag !== '@default');
      comment.blockTags.push(new CommentTag('@default', parts));
      reflection.comment = comment;
    }
  });

  /**
   * The display parts of an option's default, or `undefined` to keep what the JSDoc says.
   * @param {string} option
   * @param {CommentTag | undefined} tag the JSDoc `@default`
   * @param {boolean} corrected whether the remarks were replaced (they then explain any difference)
   */
  function defaultParts(option, tag, corrected) {
    const runtimeDefault = runtimeDefaults.get(option);
    const unsetDefault = DEFAULTS_WITHOUT_RUNTIME_VALUE.get(option);
    if (unsetDefault !== undefined) {
      if (runtimeDefault !== undefined || tag) throw new Error(`${option} has a default already; remove it from DEFAULTS_WITHOUT_RUNTIME_VALUE`);
      return [{kind: 'text', text: unsetDefault}];
    }
    if (runtimeDefault === undefined) return undefined;
    const written = tag ? writtenDefaultAsJson(Comment.combineDisplayParts(tag.content)) : undefined;
    const parts = [{kind: 'code', text: `\`${runtimeDefault}\``}];
    if (!corrected && written !== undefined && written !== runtimeDefault) {
      parts.push({kind: 'text', text: `（这是运行时的实际默认值；类型声明注释中写的是 \`${written}\`）`});
    }
    return parts;
  }

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = withoutInternalParts(localizeTypedocMarkdown(rewriteOptionGroupLinks(page.contents)));
  });
}

/** @param {string} text */
function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}
