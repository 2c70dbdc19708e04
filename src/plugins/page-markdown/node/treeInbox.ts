// The rendering thread's end of ../captureTrees.ts: the trees the MDX loader parsed, by file, as they come.
import type {MessagePort} from 'node:worker_threads';
import type {Root} from 'mdast';
import {END_OF_TREES, type CapturedTree, type TreeMessage} from '../captureTrees';

/** The tree of `file` parsed from exactly `text` as MDX or not (`mdx`), once it comes; undefined when none came before END_OF_TREES. */
export type TreeOf = (file: string, text: string, mdx: boolean) => Promise<Root | undefined>;

/** What a tree was parsed from: one page's tree serves it only when all three are the page's. */
type Source = Pick<CapturedTree, 'file' | 'value' | 'mdx'>;
const sameSource = (a: Source, b: Source): boolean => a.file === b.file && a.value === b.value && a.mdx === b.mdx;

export function treeInbox(port: MessagePort): TreeOf {
  // Trees no page asked for yet (and those of other texts: a blog post truncated for its list pages).
  const arrived: CapturedTree[] = [];
  const waiting: (Source & {resolve: (tree: Root | undefined) => void})[] = [];
  let ended = false;
  port.on('message', (message: TreeMessage) => {
    if (message === END_OF_TREES) {
      ended = true;
      port.close();
      arrived.length = 0;
      for (const waiter of waiting.splice(0)) waiter.resolve(undefined);
      return;
    }
    const index = waiting.findIndex((waiter) => sameSource(waiter, message));
    if (index < 0) arrived.push(message);
    else waiting.splice(index, 1)[0]?.resolve(message.tree);
  });
  return (file, value, mdx) => {
    const index = arrived.findIndex((captured) => sameSource(captured, {file, value, mdx}));
    if (index >= 0) return Promise.resolve(arrived.splice(index, 1)[0]?.tree);
    if (ended) return Promise.resolve(undefined);
    return new Promise((resolve) => waiting.push({file, value, mdx, resolve}));
  };
}
