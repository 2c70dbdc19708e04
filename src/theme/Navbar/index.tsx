// Wrap: a page's first frame shows the navbar whole. A busy phone or a slow connection can paint a page
// that is only partly parsed; the navbar's right-hand group (version menu, GitHub, colour mode, search)
// then grows in a later frame and pushes its first items aside, a layout shift on every kind of page.
// `<link rel="expect" blocking="render">` holds rendering until the marker after the navbar is parsed,
// a few kilobytes into the body, in the browsers that support it; the others render as before.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Navbar from '@theme-original/Navbar';
import {NAVBAR_PARSED_ID} from './navbarParsed';

export default function NavbarWrapper(): ReactNode {
  return (
    <>
      <Head>
        {/* eslint-disable-next-line react/no-unknown-property -- an HTML attribute (blocking="render") the plugin's list predates; React 19 types it */}
        <link rel="expect" href={`#${NAVBAR_PARSED_ID}`} blocking="render" />
      </Head>
      <Navbar />
      <span id={NAVBAR_PARSED_ID} hidden />
    </>
  );
}
