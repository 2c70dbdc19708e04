// A guide's code blocks are what a reader types into the project the guide starts from, so each one must fit
// that project as it stands: an Mpx page template uses only data its block defines, and a block that shows one
// part of a file says which part; the uni-app Vue 2 (webpack) guides show Vue 2 code, never Vue 3's.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksInText, inlinePartials} from '../../scripts/verify-guides/extract.mjs';
import {STACKS} from '../../scripts/verify-guides/stacks.mjs';
import {docsMarkdownFiles} from '../../scripts/lib/markdown-files.mjs';

const root = path.resolve(__dirname, '../..');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Every code block of a page as the reader sees it (partials inlined), with the text just before it. */
function pageBlocks(file: string) {
  const text = inlinePartials(file);
  const lines = text.split('\n');
  return codeBlocksInText(relative(file), text).map((block) => ({...block, before: lines.slice(Math.max(0, block.line - 6), block.line - 1).join('\n')}));
}

const literals = new Set(['true', 'false', 'null', 'undefined', 'typeof']);

/** The names the `{{ … }}` of an Mpx block's template read that the block itself does not define. */
function undefinedMustacheNames(code: string): string[] {
  const template = /<template>([\s\S]*?)<\/template>/.exec(code)?.[1] ?? '';
  const rest = code.replace(template, '');
  const loopNames = template.includes('wx:for') ? ['item', 'index', ...[...template.matchAll(/wx:for-(?:item|index)="([\w$]+)"/g)].map((match) => match[1])] : [];
  const read = [...template.matchAll(/\{\{([\s\S]*?)\}\}/g)].flatMap(([, expression = '']) =>
    [...expression.replace(/'[^']*'|"[^"]*"/g, '').matchAll(/(?<![\w$.])[A-Za-z_$][\w$]*/g)].map((match) => match[0]),
  );
  const defined = (name: string) => new RegExp(`(?:^|[\\s{,])${name}\\s*[:(,}]|\\b(?:const|let|var|function)\\s+${name}\\b`, 'm').test(rest);
  return [...new Set(read)].filter((name) => !literals.has(name) && !loopNames.includes(name) && !defined(name));
}

describe('Mpx blocks', () => {
  const blocks = docsMarkdownFiles(root).flatMap(pageBlocks).filter((block) => block.title?.endsWith('.mpx'));

  it('are found on both versions of the Mpx guide', () => {
    expect(blocks.some((block) => block.page === 'docs/quick-start/v4/mpx.mdx' && block.title === 'src/pages/index.mpx')).toBe(true);
    expect(blocks.some((block) => block.page === 'versioned_docs/version-4.x/quick-start/v4/mpx.mdx' && block.title === 'src/pages/index.mpx')).toBe(true);
  });

  it('read in their templates only data the block defines', () => {
    expect(blocks.flatMap((block) => undefinedMustacheNames(block.code).map((name) => `${block.page}:${block.line} {{ ${name} }}`))).toEqual([]);
  });

  it('the check finds a name no script defines, and accepts data, setup bindings and loop variables', () => {
    expect(undefinedMustacheNames('<template>\n  <view>{{ subtitle }}</view>\n</template>\n')).toEqual(['subtitle']);
    expect(undefinedMustacheNames("<template><view>{{ subtitle + '!' }}</view></template>\n<script>\ncreatePage({ data: { subtitle: 'x' } })\n</script>\n")).toEqual([]);
    expect(undefinedMustacheNames('<template><view wx:for="{{ list }}">{{ item.name }}</view></template>\n<script setup>\nconst list = []\n</script>\n')).toEqual([]);
  });

  it('that show only a template say that the template is what they replace', () => {
    const fragments = blocks.filter((block) => block.code.includes('<template>') && !block.code.includes('<script'));
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.filter((block) => !block.before.includes('`<template>`')).map((block) => `${block.page}:${block.line}`)).toEqual([]);
  });
});

describe('uni-app Vue 2 guides', () => {
  // The stacks built with DCloud's Vue 2 compiler (vue-cli-plugin-uni) verify the Vue 2 guides.
  const pages = [...new Set(STACKS.filter((stack) => stack.framework === '@dcloudio/vue-cli-plugin-uni').flatMap((stack) => stack.pages ?? [stack.page]))];
  const vueBlocks = pages.flatMap((page) => pageBlocks(path.join(root, page))).filter((block) => block.title?.endsWith('.vue'));

  it('are the webpack guides of both versions, each with its Vue blocks', () => {
    expect(pages).toEqual(expect.arrayContaining(['docs/quick-start/v4/uni-app-webpack.mdx', 'versioned_docs/version-4.x/quick-start/v4/uni-app-webpack.mdx']));
    expect(vueBlocks.some((block) => block.page === 'versioned_docs/version-4.x/quick-start/v4/uni-app-webpack.mdx' && block.title === 'src/App.vue')).toBe(true);
  });

  it('show no Vue 3 code: no <script setup>, no lifecycle hooks imported from @dcloudio/uni-app', () => {
    const vue3 = vueBlocks.filter((block) => /<script\s[^>]*\bsetup\b|from\s+['"]@dcloudio\/uni-app['"]/.test(block.code));
    expect(vue3.map((block) => `${block.page}:${block.line} ${block.title}`)).toEqual([]);
  });

  it('write App.vue with the options object (export default) of the Vue 2 template', () => {
    const apps = vueBlocks.filter((block) => block.title?.endsWith('App.vue') && block.code.includes('<script'));
    expect(apps.filter((block) => !/export\s+default\s*\{/.test(block.code)).map((block) => `${block.page}:${block.line}`)).toEqual([]);
  });
});
