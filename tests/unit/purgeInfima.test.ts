import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {classVocabulary, purgeInfima} from '../../src/plugins/css-pipeline/purgeInfima';

const infima = `
:root{--ifm-x:1;--ifm-unused:2;--ifm-chain:var(--ifm-x);--ifm-via-pills:3}
.pills{color:var(--ifm-via-pills)}
.pills{display:flex}
.pills__item{padding:0}
.button{color:red}
.button--outline{border:1px}
.button--lg,.button--block{width:100%}
.button.button--outline:not(.button--active):not(:hover){color:blue}
:where(.button--secondary):not(.button--outline){color:green}
.alert--danger{color:red}
.navbar .navbar__brand{display:flex}
.navbar .hero{display:none}
@media (max-width:996px){.col--offset-3{margin:0}.col{flex:1}}
@keyframes spin{from{opacity:0}to{opacity:1}}
`;

async function purge(texts: string[], file = '/x/node_modules/infima/dist/css/default/default.css') {
  const result = await postcss([purgeInfima(() => ({...classVocabulary(texts.map((text) => ({text, isStyleSheet: text.startsWith('.')}))), files: ['/x/src/a.tsx'], dirs: ['/x/src']}))]).process(infima, {from: file});
  return result;
}

describe('purge-infima', () => {
  it('keeps every rule one of whose selectors only names classes the sources write', async () => {
    const {css} = await purge([`clsx('button button--block button--outline button--secondary', styles.x)`, `<div className="navbar col">`, `const alert = \`alert--\${type}\``]);
    expect(css).toContain('.button{');
    expect(css).toContain('.button--lg,.button--block');
    // Classes inside pseudo-class arguments are not required: the negated one is on no element.
    expect(css).toContain('.button.button--outline:not(.button--active):not(:hover){color:blue}');
    expect(css).toContain(':where(.button--secondary):not(.button--outline){color:green}');
    expect(css).not.toContain('.navbar__brand');
    expect(css).toContain('.alert--danger');
    expect(css).toContain('.col{flex:1}');
    expect(css).toContain('@keyframes spin');
  });

  it('drops rules naming a class no source writes, and media queries left empty', async () => {
    const {css} = await purge([`"navbar__brand navbar"`, `.pills .hero{color:red}`]);
    for (const gone of ['.pills', '.button--outline', '.button{', '.hero', '.col--offset-3', '.alert--danger', '@media']) expect(css).not.toContain(gone);
    expect(css).toContain('.navbar .navbar__brand');
  });

  it('drops the Infima variables that neither the rules left nor the sources name, following references', async () => {
    const kept = await purge([`.x{color:var(--ifm-chain)}`]);
    expect(kept.css).toContain('--ifm-chain:var(--ifm-x)');
    expect(kept.css).toContain('--ifm-x:1');
    for (const gone of ['--ifm-unused', '--ifm-via-pills']) expect(kept.css).not.toContain(gone);
    const none = await purge([]);
    expect(none.css).not.toContain(':root');
  });

  it('declares the sources as dependencies and leaves other style sheets alone', async () => {
    const result = await purge([]);
    expect(result.messages).toContainEqual(expect.objectContaining({type: 'dependency', file: '/x/src/a.tsx'}));
    expect(result.messages).toContainEqual(expect.objectContaining({type: 'dir-dependency', dir: '/x/src'}));
    const other = await purge([], '/x/src/css/custom.css');
    expect(other.css).toBe(infima);
  });
});
