// Prism with only the grammars this site's code uses, instead of prism-react-renderer's own copy with
// about 30 grammars; it loads with the code-block chunk. Add a grammar
// here when a page needs it: tests/unit/slimPrism.test.tsx fails on any code fence language without one.
import Prism from './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-scss';
import 'prismjs/components/prism-yaml';

export default Prism;
