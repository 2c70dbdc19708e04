// Prism's grammar files extend a global `Prism`, so the core has to be global before they load.
// `manual` must be set before the core runs: otherwise it re-highlights every `language-*` element
// of the page on its own, under React's feet.
import './manualMode';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;

export default Prism;
