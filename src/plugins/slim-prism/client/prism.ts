// Prism with only the grammars this site's code uses, instead of prism-react-renderer's own copy with
// about 30 grammars; it loads with the code-block chunk. Add a grammar
// here when a page needs it: tests/unit/slimPrism.test.tsx fails on any code fence language without one.
// Order matters for load time: each `insertBefore` in a grammar walks every grammar loaded so far, so the
// grammars that call it go as early as their own dependencies allow (scss straight after css cut loading
// from about 23 to 15 ms in Node). markup stays first: css and javascript add their <style> and <script>
// rules to it only when it is already there.
import Prism from './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-scss';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-yaml';

export default Prism;
