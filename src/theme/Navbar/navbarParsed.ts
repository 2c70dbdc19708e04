/** The element after the navbar whose parsing ends the first frame's render-blocking (./index.tsx); tests/build/output.test.ts checks every page. */
export const NAVBAR_PARSED_ID = 'navbar-parsed';
