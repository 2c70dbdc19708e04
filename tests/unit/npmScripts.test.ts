import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const {scripts} = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {scripts: Record<string, string>};

describe('npm scripts', () => {
  // The site is pinned to Docusaurus 3.9.2: the CLI's update check asks the npm registry (a request leaving the
  // machine) and prints an upgrade box in every build that nobody acts on.
  it('run the Docusaurus CLI without its update check', () => {
    const docusaurusScripts = Object.entries(scripts).filter(([, command]) => /(^|\s)docusaurus(\s|$)/.test(command));
    expect(docusaurusScripts.map(([name]) => name)).toEqual(expect.arrayContaining(['build', 'start']));
    for (const [name, command] of docusaurusScripts) expect(command, name).toMatch(/^NO_UPDATE_NOTIFIER=1 docusaurus\b/);
  });
});
