// The playground worker's bundle folds same-version copies of a package into one (bundle.mjs). Its second esbuild
// pass runs only when packageFolds finds a copy to fold, so packageFolds must name every such copy and nothing else.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {packageFolds} from '../../src/plugins/playground-worker/bundle.mjs';

let dir: string;

/** A package at `packagePath` (relative to the temporary folder) with one module; returns that module's path. */
function installed(packagePath: string, name: string, version: string): string {
  const packageRoot = path.join(dir, packagePath);
  mkdirSync(packageRoot, {recursive: true});
  writeFileSync(path.join(packageRoot, 'package.json'), JSON.stringify({name, version}));
  return path.join(packageRoot, 'index.js');
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'playground-folds-'));
});

afterEach(() => {
  rmSync(dir, {recursive: true, force: true});
});

describe('packageFolds', () => {
  it('points each later copy of a name and version at the first copy by path', async () => {
    const hoisted = installed('node_modules/parser', 'parser', '7.1.8');
    const first = installed('node_modules/a/node_modules/parser', 'parser', '6.1.6');
    const second = installed('node_modules/b/node_modules/parser', 'parser', '6.1.6');
    const third = installed('node_modules/c/node_modules/parser', 'parser', '6.1.6');
    const scoped = installed('node_modules/@s/d/node_modules/parser', 'parser', '6.1.6');
    const folds = await packageFolds([third, hoisted, second, first, scoped, path.join(first, '../lib/other.js')]);
    const root = (file: string) => path.dirname(file);
    expect(folds).toEqual(
      new Map([
        [root(second), root(scoped)],
        [root(third), root(scoped)],
        [root(first), root(scoped)],
      ]),
    );
  });

  it('folds nothing when every package has one copy of each version (the bundle is then made in one pass)', async () => {
    const inputs = [
      installed('node_modules/parser', 'parser', '7.1.8'),
      installed('node_modules/a/node_modules/parser', 'parser', '6.1.6'),
      installed('node_modules/a', 'a', '1.0.0'),
      path.join(dir, 'src/worker.ts'),
    ];
    expect((await packageFolds(inputs)).size).toBe(0);
  });
});
