// Wraps the stock phone menu: Escape closes it, Tab stays inside it while it is open, focus moves into
// it when it opens and back to the menu button when it closes (stock 3.9.2 does none of these). In a
// navbar dropdown's list (the version menu), ↓ ↑ Home End move between its button and links, and Escape
// collapses the list onto its button before a second Escape closes the menu, as on the desktop navbar.
// The closed drawer renders when the page is first idle, not in the update that follows hydration.
// Any navigation closes the drawer. Stock closes it from each link's onClick, and theme-classic 3.9.2's mobile
// dropdown lets an item's own onClick replace that one: choosing a version left the menu open over the new page.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useLocationChange, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {keepTabInside} from '@site/src/utils/focusTrap';
import {menuStep} from '@site/src/utils/menuKeys';
import {whenIdle} from '@site/src/utils/whenIdle';

/**
 * Handles a key pressed on a navbar dropdown's button or link in the drawer's main menu (the first panel;
 * the second is the page's own sidebar) and returns whether it did.
 */
function handleDropdownKey(drawer: HTMLElement, event: KeyboardEvent): boolean {
  const active = document.activeElement;
  const mainMenu = drawer.querySelector('.navbar-sidebar__item');
  // The dropdown's own list item: the nearest one holding a button that collapses it.
  let item = active?.closest('.menu__list-item');
  while (item && !item.querySelector(':scope > .menu__list-item-collapsible')) item = item.parentElement?.closest('.menu__list-item');
  const collapsible = item?.querySelector(':scope > .menu__list-item-collapsible');
  const button = collapsible?.querySelector<HTMLElement>(':scope > .menu__link');
  const caret = collapsible?.querySelector<HTMLElement>(':scope > .menu__caret');
  if (!item || !mainMenu?.contains(item) || !button || !caret) return false;
  const expanded = !item.classList.contains('menu__list-item--collapsed');
  const links = () => Array.from(item.querySelectorAll<HTMLElement>(':scope > .menu__list a[href]'));
  if (event.key === 'Escape') {
    if (!expanded) return false;
    caret.click();
    button.focus();
    return true;
  }
  const stops = [button, ...(expanded ? links() : [])];
  const onButton = active === button || active === caret;
  if (!expanded && event.key === 'ArrowDown' && onButton) {
    caret.click();
    // The list's links are rendered when it expands: focus the first once React has committed them.
    requestAnimationFrame(() => links()[0]?.focus());
    return true;
  }
  const next = menuStep(event.key, onButton ? 0 : stops.indexOf(active as HTMLElement), stops.length);
  if (next === undefined) return false;
  stops[next]?.focus();
  return true;
}

/**
 * Whether the drawer may render. Stock renders it, closed and hidden, with every navbar item and the
 * page's whole sidebar, in the update right after a phone hydrates the page: one of the load's longest
 * tasks. Here that waits until the main thread is first idle and runs in a transition, which React
 * renders in short slices; a reader who opens the menu before then gets it at once (without the
 * slide-in, which needs the closed drawer in the page first).
 */
function useDrawerReady(shown: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => startTransition(() => setReady(true)))), [ready]);
  return ready || shown;
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const ready = useDrawerReady(shown);
  useLocationChange(() => {
    if (shown) toggle();
  });

  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    // The drawer stays `visibility: hidden`, which cannot take focus, until its slide-in transition has run.
    void Promise.all(drawer?.getAnimations().map((animation) => animation.finished) ?? []).then(
      () => drawer?.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus(),
      () => {}, // cancelled: the menu closed before it finished opening
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (drawer && handleDropdownKey(drawer, event)) event.preventDefault();
      else if (event.key === 'Escape') toggle();
      else if (drawer) keepTabInside(drawer, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // However the menu closed (Escape, the close button, a link), focus must not stay on a hidden element.
      const active = document.activeElement;
      if (!active || active === document.body || drawer?.contains(active)) {
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
      }
    };
  }, [shown, toggle]);

  return ready ? <MobileSidebar /> : null;
}
