// Wrap: a phone hides the navbar's own items (Infima's `.navbar__item` is display: none below 997 px; the
// menu drawer shows them as `mobile` items instead). Out of the drawer, src/components/HiddenOnPhones keeps a
// phone from hydrating them and takes them out of the page once hydrated, as the theme does for the sidebar.
// In the drawer, a dropdown's link that brings its own onClick (the version menu's, which saves the chosen
// version) replaces the drawer's closing onClick in theme-classic 3.9.2; the wrapper closes the drawer after it.
import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import HiddenOnPhones from '@site/src/components/HiddenOnPhones';

type Props = WrapperProps<typeof NavbarItemType>;

/** A drawer dropdown's link: runs its own onClick, then closes the drawer if that click left it open. */
function DrawerDropdownLink(props: Props & {readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void}): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick(event);
    // After the click's own state updates: a link that closed the drawer itself has set shown to false.
    setTimeout(() => {
      if (shownNow.current) toggle();
    });
  };
  return <NavbarItem {...props} onClick={onClick} />;
}

export default function NavbarItemWrapper(props: Props): ReactNode {
  const dropdownItem = 'isDropdownItem' in props && props.isDropdownItem;
  if (props.mobile && dropdownItem && 'onClick' in props && typeof props.onClick === 'function') {
    return <DrawerDropdownLink {...props} onClick={props.onClick as (event: MouseEvent<HTMLAnchorElement>) => void} />;
  }
  // Drawer items, and the links inside a desktop dropdown (their dropdown is the boundary), render as they are.
  if (props.mobile || dropdownItem) return <NavbarItem {...props} />;
  return (
    <HiddenOnPhones>
      <NavbarItem {...props} />
    </HiddenOnPhones>
  );
}
