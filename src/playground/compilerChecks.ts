// Constructs in the generated WXSS that mini-program style compilers are known to reject or not to
// support, counted so the output panel can flag them with a link to the page that explains each.
import {forEachStyleRule, parseCss, splitTopLevel, type CssNode} from './cssTree';

export type CompilerCheckId = 'backslash' | 'layer' | 'isWhere' | 'universal';

export interface CompilerFinding {
  readonly id: CompilerCheckId;
  readonly count: number;
}

/** The selector without attribute brackets and strings, where `*` and `\` mean something else. */
function selectorSyntax(selector: string): string {
  return selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
}

function countLayerRules(nodes: readonly CssNode[]): number {
  let count = 0;
  for (const node of nodes) {
    if (node.kind !== 'at') continue;
    if (node.name === 'layer') count += 1;
    if (node.children) count += countLayerRules(node.children);
  }
  return count;
}

/** Findings with a count above zero, in a fixed order; selectors are counted one by one in a list. */
export function checkCompilerCompatibility(wxss: string): CompilerFinding[] {
  const nodes = parseCss(wxss);
  const counts: Record<CompilerCheckId, number> = {backslash: 0, layer: countLayerRules(nodes), isWhere: 0, universal: 0};
  forEachStyleRule(nodes, (rule) => {
    for (const selector of splitTopLevel(rule.selectors, ',')) {
      if (selector.includes('\\')) counts.backslash += 1;
      const syntax = selectorSyntax(selector);
      if (/:(?:is|where)\(/i.test(syntax)) counts.isWhere += 1;
      if (syntax.includes('*')) counts.universal += 1;
    }
  });
  return (Object.keys(counts) as CompilerCheckId[]).filter((id) => counts[id] > 0).map((id) => ({id, count: counts[id]}));
}
