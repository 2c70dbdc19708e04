// The build shows each 4.x transform example from src/data/reference/transforms-4x.json and runs the installed
// 4.12.0 pipeline only for a fence the recording lacks (src/remark/transformExample/recorded.ts). The recording must
// be what `record-transforms.ts --line 4` writes now: every 4.x fence of the site and no other, each with what the
// installed pipeline gives it, made with the installed versions. The recorder runs as a maintainer runs it, in a
// process of its own (`--check`).
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {recorded4xTransform, installedVersions, loadRecordedTransforms} from '../../src/remark/transformExample/recorded';

const root = path.resolve(import.meta.dirname, '../..');
const recorder = ['scripts/reference/run-ts.mjs', 'scripts/reference/record-transforms.ts', '--line', '4'];

describe('the recorded 4.x transform examples', () => {
  it(`are what the installed pipeline gives every 4.x fence of the site (re-record: node ${recorder.join(' ')})`, async () => {
    // In the browserslist environment of the site's production build, whose targets must not reach the examples.
    const env = {...process.env, BROWSERSLIST_ENV: 'production'};
    const check = await promisify(execFile)(process.execPath, [...recorder, '--check'], {cwd: root, env}).then(
      ({stdout, stderr}) => ({ok: true, output: stdout + stderr}),
      (error: {stdout?: string; stderr?: string; message: string}) => ({ok: false, output: `${error.stdout ?? ''}${error.stderr ?? error.message}`}),
    );
    expect(check.ok, check.output).toBe(true);
  }, 90_000);

  it('are used only with the weapp-tailwindcss and tailwindcss versions they were made with', () => {
    const [recorded] = loadRecordedTransforms('4').recording.transforms;
    if (!recorded) throw new Error('no 4.x example recorded');
    expect(recorded4xTransform(recorded.template, recorded.flags)).toBe(recorded);
    const installed = installedVersions();
    expect(recorded4xTransform(recorded.template, recorded.flags, {...installed, 'weapp-tailwindcss': '4.11.1'})).toBeUndefined();
    expect(recorded4xTransform(recorded.template, recorded.flags, {...installed, tailwindcss: '4.3.4'})).toBeUndefined();
    expect(recorded4xTransform(`${recorded.template}\n`, recorded.flags)).toBeUndefined();
  });
});
