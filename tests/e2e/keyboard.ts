import type {Page} from '@playwright/test';

/** Where focus was when a Tab key came up (the browser has moved focus by then). */
export interface FocusStop {
  /** The focused element's tag and its label or text, or null when focus is on the page itself. */
  name: string | null;
  /** Whether it shows a focus indicator: an outline or a box-shadow ring. */
  indicated: boolean;
  /** Whether it is inside the element that `within` selects. */
  within: boolean;
}

/**
 * Presses `keys` and returns a stop for each Tab among them, noted by the page itself when the key comes
 * up: one round trip for the whole walk instead of one per key.
 */
export async function tabStops(page: Page, keys: readonly string[], within = 'body'): Promise<FocusStop[]> {
  await page.evaluate((selector) => {
    const stops: FocusStop[] = [];
    (window as unknown as {focusStops: FocusStop[]}).focusStops = stops;
    document.addEventListener('keyup', (event) => {
      if (event.key !== 'Tab') return;
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        stops.push({name: null, indicated: false, within: false});
        return;
      }
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      stops.push({name, indicated: outlined || ringed, within: Boolean(element.closest(selector))});
    });
  }, within);
  for (const key of keys) await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as {focusStops: FocusStop[]}).focusStops);
}
