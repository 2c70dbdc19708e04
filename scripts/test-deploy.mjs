#!/usr/bin/env node
// `npm run test:deploy`: builds the site with the deploy job's variables (placeholder values, see
// tests/deploy/env.mjs) into build-deploy/, then runs the smoke tests of tests/deploy against it. The
// hosted services are answered by stubs inside the browser: no request leaves the machine.
import {spawnSync} from 'node:child_process';
import {deployBuildDir, deployEnv} from '../tests/deploy/env.mjs';

const run = (command, args, env = process.env) => {
  const {status} = spawnSync(command, args, {stdio: 'inherit', env});
  if (status !== 0) process.exit(status ?? 1);
};

run('npx', ['docusaurus', 'build', '--out-dir', deployBuildDir], {...process.env, ...deployEnv});
run('node', ['scripts/ensure-chromium.mjs']);
run('npx', ['playwright', 'test', '--config', 'playwright.deploy.config.ts']);
