// Wrap: a phone hides the desktop sidebar and the theme removes it after hydration; src/components/HiddenOnPhones
// keeps a phone from hydrating it first.
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HiddenOnPhones from '@site/src/components/HiddenOnPhones';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <HiddenOnPhones>
      <DocSidebarDesktop {...props} />
    </HiddenOnPhones>
  );
}
