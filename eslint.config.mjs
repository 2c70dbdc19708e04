import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {createNodeResolver, importX} from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'docs/api/', 'docs/api-v2/', 'test-results/', 'playwright-report/', '.bench/', '.verify-guides/', 'build-deploy/', '.cache/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Leaving a key out of an object by destructuring it next to `...rest` is the idiom for omit.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // A module that imports itself through others cannot be read or moved on its own.
    files: ['src/**/*.{ts,tsx}', 'config/**/*.ts', 'typedoc/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.tsx', '.mjs', '.js', '.json']})],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
    },
    // Cycles through packages are not this site's to fix, and following them costs most of the lint time.
    rules: {'import-x/no-cycle': ['error', {ignoreExternal: true}]},
  },
  {
    // A package the site imports is listed in package.json, not borrowed from another package's dependencies:
    // those can move or change major without notice when Docusaurus is upgraded.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: {'import-x': importX},
    settings: {'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.tsx', '.mjs', '.js', '.json']})]},
    rules: {'import-x/no-extraneous-dependencies': ['error', {devDependencies: true}]},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
);
