// Wrap: a phone hides the desktop table of contents and the theme removes it after hydration;
// src/components/HiddenOnPhones keeps a phone from hydrating it first.
import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import HiddenOnPhones from '@site/src/components/HiddenOnPhones';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <HiddenOnPhones>
      <DocItemTOCDesktop />
    </HiddenOnPhones>
  );
}
