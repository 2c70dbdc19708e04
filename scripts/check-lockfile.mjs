// Run by scripts/install-deps.sh after a fallback `npm install`: the install may add lock entries for
// other platforms' optional binaries that the committed lock file could not hold (the registry it was
// written against lacks them), and nothing else. Any other change means the committed lock file is stale.
// Usage: node scripts/check-lockfile.mjs  (compares package-lock.json with the committed one)
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';

/**
 * What differs between two lock files, split into optional entries only one side has and everything else.
 * @param {{packages: Record<string, {version?: string, resolved?: string, optional?: boolean}>}} committed
 * @param {{packages: Record<string, {version?: string, resolved?: string, optional?: boolean}>}} installed
 */
export function lockfileDrift(committed, installed) {
  const addedOptional = [];
  const changed = [];
  const names = new Set([...Object.keys(committed.packages), ...Object.keys(installed.packages)]);
  for (const name of [...names].sort()) {
    const before = committed.packages[name];
    const after = installed.packages[name];
    if (!before && after?.optional) addedOptional.push(`${name}@${after.version}`);
    else if (!before) changed.push(`added ${name}@${after.version}`);
    else if (!after) changed.push(`removed ${name}@${before.version}`);
    else if (before.version !== after.version || (before.resolved ?? '') !== (after.resolved ?? '')) {
      changed.push(`${name}: ${before.version} → ${after.version}`);
    }
  }
  return {addedOptional, changed};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const committedText = execFileSync('git', ['show', 'HEAD:package-lock.json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const installedText = readFileSync('package-lock.json', 'utf8');
  if (committedText === installedText) process.exit(0);
  const {addedOptional, changed} = lockfileDrift(JSON.parse(committedText), JSON.parse(installedText));
  if (changed.length > 0) {
    console.error(`package-lock.json is stale: the install changed ${changed.length} entries:\n  ${changed.slice(0, 20).join('\n  ')}`);
    console.error("Commit the lock file as a fresh 'npm install' writes it.");
    process.exit(1);
  }
  // Only other platforms' optional binaries were added: keep the committed file so the clone stays clean.
  writeFileSync('package-lock.json', committedText);
  console.log(`The install added ${addedOptional.length} optional platform entries this registry serves; the committed lock file is kept.`);
}
