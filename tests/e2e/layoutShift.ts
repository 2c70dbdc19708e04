import type {Page} from '@playwright/test';
import {waitForHydration} from './fixtures';

type ShiftEntry = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: {node: Node | null}[]};

export interface LayoutShift {
  /** The shifts' sum, as CLS counts it: shifts right after input excluded. */
  score: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

/**
 * The layout shift that the site's scripts cause on `path`: from hydration until `settled` resolves.
 *
 * The server-rendered page is first parsed and painted whole while the main bundle is held back, and
 * only then is the shift counted. A busy machine can paint a half-parsed page (the navbar without its
 * right-hand items, say) and count the rest of the parse as a shift; that is the browser's progressive
 * rendering, the same for any static page, and would make a test of the site's own layout flaky.
 */
export async function hydrationLayoutShift(page: Page, path: string, settled: () => Promise<void> = async () => {}): Promise<LayoutShift> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const mainBundle = /\/assets\/js\/main\.[\da-f]+\.js$/;
  await page.route(mainBundle, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(async () => {
    // Two frames: the first paint of the whole parsed page is behind us.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const watch = {score: 0, moved: [] as string[]};
    (window as unknown as {hydrationShift: typeof watch}).hydrationShift = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        watch.score += entry.value;
        for (const {node} of entry.sources ?? []) {
          watch.moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${node.classList[0] ?? ''}` : String(node?.nodeName));
        }
      }
    }).observe({type: 'layout-shift'});
  });
  release();
  await waitForHydration(page);
  await settled();
  // Late shifts (an effect after hydration, a font swap) come within this time.
  await page.waitForTimeout(300);
  await page.unroute(mainBundle);
  return page.evaluate(() => (window as unknown as {hydrationShift: LayoutShift}).hydrationShift);
}
