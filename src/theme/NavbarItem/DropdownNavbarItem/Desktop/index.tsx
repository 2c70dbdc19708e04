// Wraps the stock desktop navbar dropdown (the docs version menu) for the keyboard: stock 3.9.2 only toggles it
// on Enter, Escape does nothing and ↓ scrolls the page. Here Escape closes it and returns focus to its button,
// ↓ ↑ Home End move between its links (↓ on the button opens it), and Space toggles it like Enter. Whether the
// menu is open stays the stock component's state: it is read from its `dropdown--show` class and changed by
// pressing Enter on its button, the one way the stock menu offers (UPGRADING.md lists what this relies on).
import type {KeyboardEvent as ReactKeyboardEvent, ReactNode} from 'react';
import {flushSync} from 'react-dom';
import DropdownNavbarItemDesktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DropdownNavbarItemDesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {menuStep} from '@site/src/utils/menuKeys';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemDesktopType>;

/** Opens or closes the stock menu as Enter on its button does, and renders the change before returning. */
function toggle(button: HTMLElement): void {
  flushSync(() => button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true})));
}

function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>): void {
  const dropdown = event.currentTarget.querySelector<HTMLElement>(':scope > .dropdown');
  const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
  if (!dropdown || !button || event.isDefaultPrevented()) return;
  const open = dropdown.classList.contains('dropdown--show');
  const onButton = event.target === button;
  if (onButton && event.key === ' ') {
    event.preventDefault();
    toggle(button);
    return;
  }
  if (event.key === 'Escape') {
    if (!open) return;
    event.preventDefault();
    toggle(button);
    button.focus();
    return;
  }
  const links = Array.from(dropdown.querySelectorAll<HTMLElement>('.dropdown__menu a[href]'));
  const next = menuStep(event.key, onButton ? -1 : links.indexOf(event.target as HTMLElement), links.length);
  if (next === undefined) return;
  event.preventDefault();
  // The list is `visibility: hidden` until open (src/css/custom.css shows it at once): open it before focusing a link.
  if (!open) toggle(button);
  links[next]?.focus();
}

export default function DropdownNavbarItemDesktopWrapper(props: Props): ReactNode {
  return (
    // `display: contents`: the stock item stays the navbar's flex item. The keys bubble up from its button and links.
    <div className={styles.keys} onKeyDown={onKeyDown}>
      <DropdownNavbarItemDesktop {...props} />
    </div>
  );
}
