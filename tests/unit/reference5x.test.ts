// The data of the 5.x reference (src/data/reference) against its recordings: every recorded option, nested member,
// entry and runtime export has our description, and nothing is described that 5.x does not have; the samples on
// the reference pages use only what 5.x exports; the recordings are of the release the site documents.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {currentVersion} from '../../config/releaseLine';
import {checkSamplesAgainstRecording, extractSamples, type ApiRecording} from '../../scripts/lib/code-samples.mjs';
import {entryDocs} from '../../src/data/reference/entries-5x';
import {exampleBrowsers} from '../../src/playground/exampleBrowsers';
import {optionDocs} from '../../src/data/reference/options-5x';
import {loadReferenceInput} from '../../src/plugins/reference-5x';
import {displayType, exportAnchor, renderReference} from '../../src/plugins/reference-5x/render';

const input = loadReferenceInput(process.cwd());
const api5 = input.api5;
const recordedOptions = api5.options.map((option) => option.name);

describe('5.x reference data', () => {
  it('the recordings are of the 5.x release the site documents, the examples made for the browsers their caption names', () => {
    expect(api5.version).toBe(currentVersion);
    const transforms = JSON.parse(readFileSync('src/data/reference/transforms-5x.json', 'utf8')) as {recordedWith: Record<string, string>; browsers: string};
    expect(transforms.recordedWith['weapp-tailwindcss']).toBe(currentVersion);
    expect(transforms.browsers).toBe(exampleBrowsers);
  });

  it('describes every recorded option, and only those', () => {
    expect(recordedOptions.filter((name) => !optionDocs[name]).sort()).toEqual([]);
    expect(Object.keys(optionDocs).filter((name) => !recordedOptions.includes(name)).sort()).toEqual([]);
  });

  it('describes every member of each nested option it documents, and only those', () => {
    const problems = Object.entries(optionDocs).flatMap(([name, doc]) =>
      Object.entries(doc.members ?? {}).flatMap(([path, descriptions]) => {
        const members = input.api5.nested[path]?.map((member) => member.name);
        if (!members) return [`${name}: ${path} is not a recorded nested option`];
        return [
          ...members.filter((member) => !descriptions[member]).map((member) => `${path}.${member}: no description`),
          ...Object.keys(descriptions).filter((member) => !members.includes(member)).map((member) => `${path}.${member}: not a recorded member`),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('documents every recorded entry on a page of its own and describes every name it exports at runtime', () => {
    const problems = Object.entries(api5.entries).flatMap(([specifier, recorded]) => {
      const doc = entryDocs[specifier];
      if (!doc) return [`${specifier}: no page`];
      const runtime = Array.isArray(recorded.runtime) ? recorded.runtime : [];
      return [
        ...runtime.filter((name) => !doc.exports[name]).map((name) => `${specifier}: ${name} has no description`),
        ...Object.keys(doc.exports).filter((name) => !runtime.includes(name)).map((name) => `${specifier}: ${name} is not exported`),
      ];
    });
    expect(problems).toEqual([]);
    expect(Object.keys(entryDocs).filter((specifier) => !api5.entries[specifier])).toEqual([]);
    const slugs = Object.values(entryDocs).map((doc) => doc.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('the samples on the reference pages import what 5.x exports and use its option names', () => {
    const samples = [...Object.values(optionDocs).flatMap((doc) => (doc.example ? [doc.example] : [])), ...Object.values(entryDocs).flatMap((doc) => (doc.example ? [doc.example] : []))].flatMap(
      (example, index) => extractSamples(`docs/reference-sample-${index}.md`, `\`\`\`ts title="${example.title}"\n${example.code}\n\`\`\``),
    );
    expect(samples.length).toBeGreaterThan(5);
    expect(checkSamplesAgainstRecording(samples, api5 as unknown as ApiRecording)).toEqual([]);
  });

  it('every page has a front matter description and unique kebab-case heading ids', () => {
    const pages = [...renderReference(input)].filter(([file]) => file.endsWith('.md'));
    expect(pages.length).toBe(Object.keys(api5.entries).length + 2);
    for (const [file, markdown] of pages) {
      expect(markdown, file).toMatch(/^---\n[\s\S]*?\ndescription: "[^"]{12,}"\n/);
      const ids = [...markdown.matchAll(/^#{2,3} .+ \{#([^}]+)\}$/gm)].map((match) => match[1]);
      expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)), file).toEqual([]);
      expect(new Set(ids).size, file).toBe(ids.length);
      expect(markdown, file).not.toMatch(/UserDefinedOptions(?:General|Important|Lifecycle|Matcher)Part/);
    }
  });

  it('prints declared types without `| undefined` and resolves indexed access types', () => {
    expect(displayType({name: 'x', type: 'boolean | Rem2rpxOptions | undefined'})).toBe('boolean | Rem2rpxOptions');
    expect(displayType({name: 'x', type: '((name: string) => boolean) | undefined'})).toBe('(name: string) => boolean');
    expect(displayType({name: 'x', type: "IStyleHandlerOptions['platform'] | undefined", resolved: 'string'})).toBe('string');
    expect(exportAnchor('WeappTailwindcss')).toBe('weapp-tailwindcss');
    expect(exportAnchor('CSS_MACRO_POSTCSS_PLUGIN_NAME')).toBe('css-macro-postcss-plugin-name');
  });
});
