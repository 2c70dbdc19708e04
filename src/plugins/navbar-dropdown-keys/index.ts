// Local plugin: checks, when the site builds, what the keyboard wrapper of the desktop navbar dropdown
// (src/theme/NavbarItem/DropdownNavbarItem/Desktop) relies on in theme-classic's stock component: Enter on the
// button toggles the menu, and an open menu has the class `dropdown--show`. The wrapper reads and changes the
// stock menu's state only through these two.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

const stockDesktopFile = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js',
);

/** The stock dropdown still toggles on Enter and marks an open menu with `dropdown--show`. */
export function checkDropdownKeysTarget(file = stockDesktopFile): void {
  for (const snippet of ["e.key === 'Enter'", 'setShowDropdown(!showDropdown)', "'dropdown--show': showDropdown"]) {
    patchTargetFile('navbar-dropdown-keys', file, snippet);
  }
}

export default function navbarDropdownKeysPlugin(): Plugin {
  checkDropdownKeysTarget();
  return {name: 'navbar-dropdown-keys'};
}
