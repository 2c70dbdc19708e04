import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, unique names). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The axe violations of the page as it is now, one readable line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${violation.id} [${violation.impact}]: ${targets.join(' | ')}${more}`;
  });
}
