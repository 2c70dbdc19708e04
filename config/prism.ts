import type {PrismTheme} from 'prism-react-renderer';

// Token colours tuned to the sky palette; both keep WCAG AA contrast on their background.
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2937', backgroundColor: '#f4f8fb'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#374151'}},
    {types: ['keyword', 'atrule', 'rule', 'important'], style: {color: '#b42a6b'}},
    {types: ['string', 'attr-value', 'url', 'char', 'regex'], style: {color: '#0a5c8a'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#6f42c1'}},
    {types: ['number', 'boolean', 'constant', 'unit', 'symbol'], style: {color: '#005cc5'}},
    {types: ['selector', 'tag', 'builtin'], style: {color: '#116329'}},
    {types: ['attr-name', 'property', 'variable', 'parameter'], style: {color: '#8a4b08'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#b42a3a'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e2e8f0', backgroundColor: '#111827'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#94a3b8', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#cbd5e1'}},
    {types: ['keyword', 'atrule', 'rule', 'important', 'changed'], style: {color: '#f0abfc'}},
    {types: ['string', 'attr-value', 'url', 'char', 'template-punctuation'], style: {color: '#7dd3fc'}},
    {types: ['regex'], style: {color: '#fdba74'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#fde68a'}},
    {types: ['number', 'boolean', 'constant', 'unit', 'symbol'], style: {color: '#86efac'}},
    {types: ['selector', 'tag'], style: {color: '#6ee7b7'}},
    {types: ['builtin', 'interpolation-punctuation'], style: {color: '#93c5fd'}},
    {types: ['attr-name', 'property', 'variable', 'parameter'], style: {color: '#bae6fd'}},
    {types: ['inserted'], style: {color: '#86efac'}},
    {types: ['deleted'], style: {color: '#fca5a5'}},
  ],
};
