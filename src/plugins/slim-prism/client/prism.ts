// Prism with only the grammars this site's code uses, instead of prism-react-renderer's own copy with
// about 30 grammars; it loads with the code-block chunk. Add a grammar
// here when a page needs it: tests/unit/slimPrism.test.tsx fails on any code fence language without one.
import Prism from './prismCore';

// Order matters for load time: each `insertBefore` in a grammar walks every grammar loaded so far, so the
// grammars that call it go as early as their own dependencies allow (scss straight after css cut loading
// from about 23 to 15 ms in Node). markup stays first: css and javascript add their <style> and <script>
// rules to it only when it is already there.
// Each entry runs its grammar file when called, which an `import` cannot do.
/* eslint-disable @typescript-eslint/no-require-imports */
const grammarFiles: ReadonlyArray<() => unknown> = [
  () => require('prismjs/components/prism-markup'),
  () => require('prismjs/components/prism-css'),
  () => require('prismjs/components/prism-scss'),
  () => require('prismjs/components/prism-clike'),
  () => require('prismjs/components/prism-javascript'),
  () => require('prismjs/components/prism-typescript'),
  () => require('prismjs/components/prism-jsx'),
  () => require('prismjs/components/prism-tsx'),
  () => require('prismjs/components/prism-bash'),
  () => startShellCommentsAtWords(Prism),
  () => require('prismjs/components/prism-json'),
  () => require('prismjs/components/prism-diff'),
  () => require('prismjs/components/prism-yaml'),
];
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * A shell `#` starts a comment only at the start of a word: Prism's bash grammar also takes the `#` inside
 * `dcloudio/uni-preset-vue#vite-ts` for one, painting the rest of the command as if it were optional.
 * The comment rule is shared with the grammar of command substitutions, so changing it in place fixes both.
 */
export const SHELL_COMMENT = /(^|\s)#.*/;
export function startShellCommentsAtWords(prism: typeof Prism): void {
  const comment = prism.languages.bash?.comment as {pattern: RegExp} | undefined;
  if (!comment) throw new Error('slim-prism: the bash grammar has no `comment` rule to correct');
  comment.pattern = SHELL_COMMENT;
}

export interface GrammarLoader {
  /** Runs every grammar not run yet, in order: call it before tokenizing. */
  loadAll(): void;
  /** Runs the grammars one per task, in order, so that none of them lengthens another task. */
  loadInBackground(schedule: (task: () => void) => void): void;
}

/** Runs `grammars` in their order, each once, whether in the background, all at once, or both. */
export function createGrammarLoader(grammars: ReadonlyArray<() => unknown>): GrammarLoader {
  let loaded = 0;
  const loadNext = (): boolean => {
    const grammar = grammars[loaded];
    if (grammar === undefined) return false;
    loaded += 1;
    grammar();
    return true;
  };
  return {
    loadAll() {
      while (loadNext());
    },
    loadInBackground(schedule) {
      const step = () => {
        if (loadNext()) schedule(step);
      };
      schedule(step);
    },
  };
}

const grammars = createGrammarLoader(grammarFiles);

/** This site's Prism, every grammar loaded. */
export function prismWithGrammars(): typeof Prism {
  grammars.loadAll();
  return Prism;
}

// The grammars take about 15 ms of main thread in this machine's Chromium, four times that on
// Lighthouse's phone. Run at import, they lengthened the task that runs a page's modules once its last
// chunk arrives, and the blocking time Lighthouse counts for it. In the browser they now run in tasks of
// their own, between hydration's; a code block rendered before they finish loads the rest at once.
if (typeof window === 'undefined') grammars.loadAll();
else grammars.loadInBackground((task) => setTimeout(task, 0));

export default Prism;
