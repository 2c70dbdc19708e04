// Remark plugin: each SVG image of the site's own Markdown (the docs' diagrams) is wrapped in
// <ZoomableDiagram>, which opens it larger. The component is imported only by the pages that have one.
// It runs before Docusaurus's own image plugin, which then turns the wrapped image into <img src={require(…)}>.
import type {Image, Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';

const COMPONENT = 'ZoomableDiagram';
const SOURCE = '@site/src/components/ZoomableDiagram';

/** A diagram: an SVG file of the site itself (not an address on another host). */
export function isDiagram(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url) && /\.svg$/i.test(url.replace(/[?#].*$/, ''));
}

function importNode(): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${SOURCE}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: SOURCE, raw: `'${SOURCE}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function remarkZoomableDiagrams() {
  return (tree: Root): void => {
    let found = false;
    visit(tree, 'image', (node: Image, index, parent) => {
      // An image that is a link already does something on click.
      if (!parent || index === undefined || parent.type === 'link' || !isDiagram(node.url)) return;
      const wrapper: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: COMPONENT,
        attributes: [{type: 'mdxJsxAttribute', name: 'label', value: node.alt ?? ''}],
        children: [node],
      };
      parent.children[index] = wrapper;
      found = true;
      // Skip the image just wrapped, now the wrapper's child.
      return index + 1;
    });
    if (found) tree.children.unshift(importNode());
  };
}
