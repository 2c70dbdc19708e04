// TypeDoc plugin for the weapp-tailwindcss reference: shows each option's runtime default (the JSDoc
// `@default` can disagree with what the package does) and fixes links written for another site layout.
import {Comment, CommentTag, Converter, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {printableRuntimeDefaults, rewriteOptionGroupLinks, writtenDefaultAsJson} from './utils.mjs';

/** @param {import('typedoc').Application} app */
export async function load(app) {
  const {getDefaultOptions} = await import('weapp-tailwindcss/defaults');
  const runtimeDefaults = printableRuntimeDefaults(getDefaultOptions());

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Property)) {
      if (reflection.parent?.name !== 'UserDefinedOptions') continue;
      const runtimeDefault = runtimeDefaults.get(reflection.name);
      if (runtimeDefault === undefined) continue;
      const comment = reflection.comment ?? new Comment();
      const tag = comment.getTag('@default');
      const written = tag ? writtenDefaultAsJson(Comment.combineDisplayParts(tag.content)) : undefined;
      const parts = [{kind: 'code', text: `\`${runtimeDefault}\``}];
      if (written !== undefined && written !== runtimeDefault) {
        parts.push({kind: 'text', text: `（这是运行时的实际默认值；类型声明注释中写的是 \`${written}\`）`});
      }
      comment.blockTags = comment.blockTags.filter((blockTag) => blockTag.tag !== '@default');
      comment.blockTags.push(new CommentTag('@default', parts));
      reflection.comment = comment;
    }
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = rewriteOptionGroupLinks(page.contents);
  });
}
