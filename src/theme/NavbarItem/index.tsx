// Wrap: a phone hides the navbar's own items (Infima's `.navbar__item` is display: none below 997 px; the
// menu drawer shows them as `mobile` items instead). Out of the drawer, src/components/HiddenOnPhones keeps a
// phone from hydrating them and takes them out of the page once hydrated, as the theme does for the sidebar.
import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import HiddenOnPhones from '@site/src/components/HiddenOnPhones';

type Props = WrapperProps<typeof NavbarItemType>;

export default function NavbarItemWrapper(props: Props): ReactNode {
  // Drawer items, and the links inside a desktop dropdown (their dropdown is the boundary), render as they are.
  if (props.mobile || ('isDropdownItem' in props && props.isDropdownItem)) return <NavbarItem {...props} />;
  return (
    <HiddenOnPhones>
      <NavbarItem {...props} />
    </HiddenOnPhones>
  );
}
