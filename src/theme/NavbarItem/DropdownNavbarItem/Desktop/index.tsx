// Ejected (theme-classic 3.9.2) for the keyboard: the stock menu only toggles on Enter, and ↓ scrolled the page. Here Escape closes it and returns focus to its button, ↓ ↑ Home End move between its links (opening it from the button), and Space toggles it like Enter.
import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {menuStep} from '@site/src/utils/menuKeys';

export default function DropdownNavbarItemDesktop({items, position, className, onClick, ...props}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);
    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dropdown = dropdownRef.current;
    const toggle = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
    if (!dropdown || !toggle) return;
    const onToggle = event.target === toggle;
    if (onToggle && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setShowDropdown(!showDropdown);
      return;
    }
    if (event.key === 'Escape') {
      if (!showDropdown) return;
      event.preventDefault();
      setShowDropdown(false);
      toggle.focus();
      return;
    }
    const links = Array.from(dropdown.querySelectorAll<HTMLElement>('.dropdown__menu a[href]'));
    const next = menuStep(event.key, onToggle ? -1 : links.indexOf(event.target as HTMLElement), links.length);
    if (next === undefined) return;
    event.preventDefault();
    // The list is `visibility: hidden` until shown (src/css/custom.css makes it visible at once): render it
    // open before moving focus into it.
    flushSync(() => setShowDropdown(true));
    links[next]?.focus();
  };

  return (
    // The keys are handled where they bubble up from the button and the links, which keep their own roles.
    <div
      ref={dropdownRef}
      onKeyDown={onKeyDown}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // `#` keeps the <a> focusable when the button has no link target (facebook/docusaurus#6003).
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={index} />
        ))}
      </ul>
    </div>
  );
}
