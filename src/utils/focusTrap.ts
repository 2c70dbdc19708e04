const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isFocusable(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * Handles a keydown so that Tab and Shift+Tab cycle inside `container`: focus never reaches the page
 * behind an open dialog or drawer.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(isFocusable);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = !container.contains(active) || active === (event.shiftKey ? first : last);
  if (leaving) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Focuses `element` when it is still in the document and can take focus; returns whether it did. */
export function restoreFocus(element: Element | null): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return false;
  element.focus();
  return document.activeElement === element;
}
