import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/** WCAG 2.2 A and AA (target size included), plus axe's best practices (landmarks, heading order, unique names). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours: all a second colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe in legacy mode (one axe.run in the page; see axeViolations), describing violations only: the nodes that
 * pass or are not applicable (every text node, for the contrast rule) get no selector and HTML each, which
 * was two thirds of axe's CPU time on doc pages (2.0 against 0.7 s a page for both passes). The violations
 * found are the same.
 */
function axeBuilder(page: Page): AxeBuilder {
  // `options` first: it replaces the options that withTags and withRules add to.
  return new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
}

/**
 * The axe violations of the page as it is now, one readable line each (empty when there are none).
 * `colourOnly` runs just the colour rules, for the second colour mode of a page already fully checked.
 */
export async function axeViolations(page: Page, {colourOnly = false} = {}): Promise<string[]> {
  // Frames are left out: the only one is the playground's sandboxed preview of the reader's own template,
  // where axe's script may not run (the browser blocks it, with a console error). With no frame to visit,
  // legacy mode (one axe.run in the page) gives the same results as the per-frame runPartial and the
  // finishRun in an extra blank page, in about half the time (3.4 s against 6.5 s for a long doc page).
  const builder = axeBuilder(page).exclude('iframe');
  const {violations} = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
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
    const {violations: found} = await axeBuilder(page).include(selector).withRules(COLOUR_RULES).analyze();
    violations.push(...found.map((violation) => `${violation.id} in ${selector}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`));
  }
  return violations;
}

/** Switches the page to light mode with the navbar's colour switch, for the second, colour-only axe pass. */
export async function switchToLightMode(page: Page): Promise<void> {
  await page.getByRole('button', {name: /切换/}).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The switch plays a view transition; colours measured while it runs mix both themes (a flaky axe failure under load).
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}
