import {describe, expect, it} from 'vitest';
import {lockfileDrift} from '../../scripts/check-lockfile.mjs';

// A fallback `npm install` may only add other platforms' optional binaries to the committed lock file.
const lock = (packages: Record<string, {version: string; optional?: boolean; resolved?: string}>) => ({packages});

describe('lockfileDrift', () => {
  const committed = lock({'': {version: '1.0.0'}, 'node_modules/a': {version: '1.0.0'}, 'node_modules/@swc/html': {version: '1.2.0'}});

  it('accepts optional platform entries the committed file could not hold', () => {
    const installed = lock({...committed.packages, 'node_modules/@swc/html-darwin-arm64': {version: '1.2.0', optional: true}});
    expect(lockfileDrift(committed, installed)).toEqual({addedOptional: ['node_modules/@swc/html-darwin-arm64@1.2.0'], changed: []});
  });

  it('reports changed versions, added required packages and removed ones', () => {
    const installed = lock({'': {version: '1.0.0'}, 'node_modules/a': {version: '1.0.1'}, 'node_modules/b': {version: '2.0.0'}});
    expect(lockfileDrift(committed, installed).changed).toEqual([
      'removed node_modules/@swc/html@1.2.0',
      'node_modules/a: 1.0.0 → 1.0.1',
      'added node_modules/b@2.0.0',
    ]);
  });
});
