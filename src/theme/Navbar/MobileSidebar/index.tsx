// Wraps the stock phone menu: Escape closes it, Tab stays inside it while it is open, focus moves into
// it when it opens and back to the menu button when it closes (stock 3.9.2 does none of these).
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {keepTabInside} from '@site/src/utils/focusTrap';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    // The drawer stays `visibility: hidden`, which cannot take focus, until its slide-in transition has run.
    void Promise.all(drawer?.getAnimations().map((animation) => animation.finished) ?? []).then(
      () => drawer?.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus(),
      () => {}, // cancelled: the menu closed before it finished opening
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
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

  return <MobileSidebar />;
}
