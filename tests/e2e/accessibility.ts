import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {AxeResults, RunOptions} from 'axe-core';
import {expect, type Page} from '@playwright/test';

/** WCAG 2.2 A and AA (target size included), plus axe's best practices (landmarks, heading order, unique names). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours: all a second colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's minified script, of the copy that @axe-core/playwright (the devDependency that brings axe) depends on. */
const requireFromRoot = createRequire(path.resolve('package.json'));
const axeSource = readFileSync(createRequire(requireFromRoot.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe is run on: CSS selectors of the parts to include and to leave out (the whole page when none are included). */
interface AxeContext {
  include?: string[];
  exclude?: string[];
}

/**
 * One axe.run in the page (what @axe-core/playwright calls legacy mode), describing violations only: the nodes
 * that pass or are not applicable (every text node, for the contrast rule) get no selector and HTML each, which
 * was two thirds of axe's CPU time on doc pages (2.0 against 0.7 s a page for both passes). The violations
 * found are the same.
 *
 * axe's script (650 KB minified; the package's `source` is the 1.5 MB unminified one) is evaluated once
 * per document, not by every run: AxeBuilder evaluated it twice per run in the page and once more in each
 * frame, which took longer than the run itself (2–5 s of a route's 6–7 s of axe at load 12–19). Later runs
 * in the same document reuse it.
 */
async function axeRun(page: Page, context: AxeContext, runOnly: RunOptions['runOnly']): Promise<AxeResults['violations']> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {runOnly, resultTypes: ['violations']};
  const results: AxeResults = await page.evaluate(
    ({context, options}) => (window as unknown as {axe: {run: (context: AxeContext, options: RunOptions) => Promise<AxeResults>}}).axe.run(context, options),
    {context, options: options as Record<string, unknown>},
  );
  return results.violations;
}

/**
 * The axe violations of the page as it is now, one readable line each (empty when there are none).
 * `colourOnly` runs just the colour rules, for the second colour mode of a page already fully checked.
 */
export async function axeViolations(page: Page, {colourOnly = false} = {}): Promise<string[]> {
  // Frames are left out: the only one is the playground's sandboxed preview of the reader's own template,
  // where axe's script may not run (the browser blocks it, with a console error). With no frame to visit,
  // one axe.run in the page gives the same results as the per-frame runPartial and the finishRun in an
  // extra blank page, in about half the time (3.4 s against 6.5 s for a long doc page).
  const violations = await axeRun(page, {exclude: ['iframe']}, colourOnly ? {type: 'rule', values: COLOUR_RULES} : {type: 'tag', values: AXE_TAGS});
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${violation.id} [${violation.impact}]: ${targets.join(' | ')}${more}`;
  });
}

/**
 * The colour violations of parts of the page that show only once their scroll box is scrolled, such as the
 * search modal's link to all results under its list: axe leaves text outside its scroll box's view as
 * "incomplete", never a violation, so each part is scrolled into view and judged on its own.
 */
export async function axeColourViolationsOfScrolled(page: Page, selectors: readonly string[]): Promise<string[]> {
  const violations: string[] = [];
  for (const selector of selectors) {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    const found = await axeRun(page, {include: [selector]}, {type: 'rule', values: COLOUR_RULES});
    violations.push(...found.map((violation) => `${violation.id} in ${selector}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`));
  }
  return violations;
}

/** Switches the page to light mode with the navbar's colour switch, for the second, colour-only axe pass. */
export async function switchToLightMode(page: Page): Promise<void> {
  await page.getByRole('button', {name: /切换/}).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The switch plays a view transition: colours measured while it runs mix both themes.
  await animationsFinished(page);
}

/**
 * Waits for the page's animations that end: colours measured while one runs are neither the start's nor the
 * end's (the colour switch's view transition; the zoom dialog's 150 ms fade-in, whose half-transparent close
 * button failed the contrast rule when axe ran right after the dialog became visible).
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
