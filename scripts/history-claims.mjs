// Lists the history claims tests/unit/historyClaims.test.ts reads from the pages, each with its verdict against
// tests/fixtures/upstream-history.json: `node scripts/history-claims.mjs` (every claim) or
// `node scripts/history-claims.mjs --problems` (only the ones the tags contradict).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {checkHistoryClaim, findHistoryClaims, readUpstreamHistory} from './lib/history-claims.mjs';
import {docsMarkdownFiles, markdownFiles} from './lib/markdown-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const history = readUpstreamHistory();
const onlyProblems = process.argv.includes('--problems');
const files = [...docsMarkdownFiles(root), ...markdownFiles(path.join(root, 'blog'))].map((file) => path.relative(root, file)).sort();
let count = 0;
let problems = 0;
for (const file of files) {
  for (const claim of findHistoryClaims(readFileSync(path.join(root, file), 'utf8'), file)) {
    const problem = checkHistoryClaim(claim, history);
    count++;
    if (problem) problems++;
    if (onlyProblems && !problem) continue;
    const subject = claim.type === 'date' ? claim.date : claim.symbol;
    console.log(`${problem ? 'WRONG' : 'ok   '} ${file}:${claim.line} ${claim.type} ${claim.version} ${subject}${problem ? `\n      ${problem}` : ''}`);
  }
}
console.log(`${count} claims, ${problems} contradicted by the tags`);
