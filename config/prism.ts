import {themes, type PrismTheme} from 'prism-react-renderer';

// Token colours tuned to the sky palette; both keep WCAG AA contrast on their background.
export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  plain: {color: '#1f2937', backgroundColor: '#f4f8fb'},
  styles: [
    ...themes.github.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['keyword', 'atrule', 'rule'], style: {color: '#b42a6b'}},
    {types: ['string', 'attr-value', 'url'], style: {color: '#0a5c8a'}},
    {types: ['function', 'class-name'], style: {color: '#6f42c1'}},
    {types: ['number', 'boolean', 'constant', 'unit'], style: {color: '#005cc5'}},
    {types: ['selector', 'tag'], style: {color: '#116329'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.vsDark,
  plain: {color: '#e2e8f0', backgroundColor: '#111827'},
  styles: [
    ...themes.vsDark.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#94a3b8', fontStyle: 'italic'}},
    {types: ['keyword', 'atrule', 'rule'], style: {color: '#f0abfc'}},
    {types: ['string', 'attr-value', 'url'], style: {color: '#7dd3fc'}},
    {types: ['function', 'class-name'], style: {color: '#fde68a'}},
    {types: ['number', 'boolean', 'constant', 'unit'], style: {color: '#86efac'}},
    {types: ['selector', 'tag'], style: {color: '#6ee7b7'}},
  ],
};

export const prismLanguages = ['bash', 'clike', 'css', 'diff', 'javascript', 'json', 'scss', 'typescript', 'yaml'];
