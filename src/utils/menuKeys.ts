// The keys of a navbar dropdown's list of links (WAI-ARIA disclosure navigation): the desktop menu
// (src/theme/NavbarItem/DropdownNavbarItem/Desktop) and the phone drawer's collapsible lists
// (src/theme/Navbar/MobileSidebar) both move focus with them.

/**
 * Where focus goes in a list of `count` links when `key` is pressed on the link at `index` (-1: on the
 * button that opens the list): ↓ and ↑ move to the next and previous link and wrap around, Home and End
 * go to the first and last. Undefined for every other key, which the list leaves to the browser.
 */
export function menuStep(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index <= 0 ? count - 1 : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
