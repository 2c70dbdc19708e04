// The MDX loader parses every doc and blog post; the rendering thread (node/renderAll.ts) needs the same trees. This
// module wraps the docs' and the blog's MDX parser (withTreeCapture): in a production build, each tree goes as
// parsed, with the text it was parsed from, to the rendering thread (postMessage copies it at once, before any remark
// plugin changes it). The thread uses a tree only when that text is the one it would parse itself, and parses every
// other page.
import {MessageChannel, type MessagePort} from 'node:worker_threads';
import type {Root} from 'mdast';
import type {Processor} from 'unified';
import type {VFile} from 'vfile';

export interface CapturedTree {
  /** Absolute path of the .md/.mdx file. */
  readonly file: string;
  /** The text the MDX loader parsed: the file after Docusaurus's preprocessing (a truncated blog post for its list pages). */
  readonly value: string;
  /** Whether it was parsed as MDX: Docusaurus picks the format from the front matter and the site's config too, not only from the extension. */
  readonly mdx: boolean;
  readonly tree: Root;
}

/** Posted after the last tree: no more come. */
export const END_OF_TREES = 'end';
export type TreeMessage = CapturedTree | typeof END_OF_TREES;

let sink: MessagePort | undefined;

/** Opens the channel the trees go through; its other end goes to the rendering thread. */
export function openTreeChannel(): MessagePort {
  const {port1, port2} = new MessageChannel();
  // The channel never keeps the build alive.
  port1.unref();
  sink = port1;
  return port2;
}

/** Sends END_OF_TREES and closes the channel: the compilation is over. */
export function closeTreeChannel(): void {
  sink?.postMessage(END_OF_TREES satisfies TreeMessage);
  sink?.close();
  sink = undefined;
}

/** Wraps the parser of `processor`: each tree it parses goes to the rendering thread, when one listens. */
function captureTrees(processor: Processor<Root>): void {
  const parse = processor.parser;
  if (!parse) throw new Error('page-markdown: the trees can be captured only after remark-parse');
  // @mdx-js/mdx attaches remark-mdx to the processor of the MDX format and not to the one of plain Markdown.
  const mdx = processor.attachers.some(([plugin]) => plugin.name === 'remarkMdx');
  processor.parser = (value: string, file: VFile): Root => {
    const tree = parse(value, file);
    if (sink && file.path) sink.postMessage({file: file.path, value, mdx, tree} satisfies TreeMessage);
    return tree;
  };
}

/**
 * `plugin`, which also captures the trees. Docusaurus writes the docs' and the blog's options into the client bundle,
 * each remark plugin as null: wrapping a plugin the pages have anyway leaves that bundle as it is, where a plugin of
 * its own would add a null to it.
 */
export function withTreeCapture<Parameters extends unknown[], Transformer>(plugin: (...parameters: Parameters) => Transformer): (this: Processor<Root>, ...parameters: Parameters) => Transformer {
  return function (this: Processor<Root>, ...parameters: Parameters) {
    captureTrees(this);
    return plugin.apply(this, parameters);
  };
}
