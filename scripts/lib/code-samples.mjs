// Finds the code samples in docs/ and blog/ that use weapp-tailwindcss, so they can be compiled
// against the installed package (tests/unit/codeSamples.test.ts).
import {readFileSync} from 'node:fs';
import path from 'node:path';

const fencePattern = /^(?<indent>[ \t]*)(?<fence>`{3,}|~{3,})(?<lang>[\w-]*)(?<meta>[^\n]*)\n(?<body>[\s\S]*?)\n\k<indent>\k<fence>[ \t]*$/gm;
const extensions = {ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx'};
const usesPackage = /(?:from\s+|require\(\s*|import\(\s*)['"]weapp-tailwindcss(?:\/[\w./-]+)?['"]/;

/**
 * @param {string} file path of a Markdown/MDX file
 * @param {string} text its content
 * @returns {{file: string, line: number, extension: string, code: string, partial: boolean}[]}
 */
export function extractSamples(file, text) {
  const samples = [];
  for (const match of text.matchAll(fencePattern)) {
    const {lang, meta, body, indent} = match.groups;
    const extension = extensions[lang.toLowerCase()];
    if (!extension) continue;
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    if (!usesPackage.test(code)) continue;
    samples.push({
      file,
      line: text.slice(0, match.index).split('\n').length,
      extension,
      code,
      partial: /(?:^|\s)partial(?:\s|$)/.test(meta),
    });
  }
  return samples;
}

/** @param {string[]} files */
export function extractSamplesFromFiles(files) {
  return files.flatMap((file) => extractSamples(path.relative(process.cwd(), file), readFileSync(file, 'utf8')));
}
