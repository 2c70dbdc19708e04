import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkZoomableDiagrams, {isDiagram} from '../../src/remark/zoomableDiagrams';

const IMPORT = `import ZoomableDiagram from '@site/src/components/ZoomableDiagram'`;

async function compiled(markdown: string, format: 'md' | 'mdx'): Promise<string> {
  return String(await compile(markdown, {format, remarkPlugins: [remarkZoomableDiagrams]}));
}

describe('zoomable diagrams', () => {
  it('tells the site’s own SVG files from other images', () => {
    expect(isDiagram('./assets/pipeline.svg')).toBe(true);
    expect(isDiagram('/img/flow.SVG?v=2')).toBe(true);
    expect(isDiagram('https://example.com/a.svg')).toBe(false);
    expect(isDiagram('//example.com/a.svg')).toBe(false);
    expect(isDiagram('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isDiagram('./assets/screenshot.png')).toBe(false);
  });

  for (const format of ['md', 'mdx'] as const) {
    it(`wraps each diagram of a .${format} page and imports the component once`, async () => {
      const code = await compiled('![流程 A](./a.svg)\n\n文字 ![流程 B](./b.svg)\n\n![截图](./c.png)\n\n[![链接图](./d.svg)](/docs/intro)\n', format);
      expect(code.split(IMPORT)).toHaveLength(2);
      expect(code.match(/_jsx\(ZoomableDiagram, \{\s*label: "流程 [AB]"/g)).toHaveLength(2);
      expect(code).not.toMatch(/label: "(截图|链接图)"/);
    });
  }

  it('leaves a page without diagrams as it was', async () => {
    expect(await compiled('![截图](./c.png)\n', 'md')).not.toContain('ZoomableDiagram');
  });
});
