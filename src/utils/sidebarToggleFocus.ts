import {useEffect, type RefObject} from 'react';

type SidebarToggle = 'collapse' | 'expand';

// The doc sidebar's collapse and expand buttons replace each other on screen; the one used hands focus
// to the one that appears, so a keyboard reader is not dropped to <body>.
let focusGoesTo: SidebarToggle | null = null;

export function handFocusTo(toggle: SidebarToggle): void {
  focusGoesTo = toggle;
}

/** Focuses the button after a render in which it became the one to take focus. */
export function useTakesHandedFocus(toggle: SidebarToggle, ref: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    if (focusGoesTo !== toggle || !ref.current) return;
    focusGoesTo = null;
    ref.current.focus();
  });
}
