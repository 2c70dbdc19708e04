// Loader for the generated `.docusaurus/registry.js`, in the client build only. Each entry of the
// registry is [loader, module name, weak module id]; core's ComponentCreator hands the module names to
// react-loadable, which reads them only inside <Loadable.Capture>, and only the server renders one (to
// find the files a page's HTML links). In the browser they are dead text in main.js on every page: a path
// per registry entry (275 with both docs versions). The client build gets empty names.
import {patchTargetMissing} from '../patchTarget.mjs';

// `  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/x.json"), "@generated/x.json", require.resolveWeak("@generated/x.json")],`
// Core writes module paths with JSON.stringify, so a path may hold escaped characters (\" \\).
const ENTRY = /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)+")\), )\2(, require\.resolveWeak\(\2\)\],?(?:\};)?)$/;

/**
 * The registry with every entry's module name emptied; throws when an entry has another shape, so a
 * Docusaurus upgrade that changes the registry fails the build instead of shipping it half rewritten.
 * @param {string} source
 * @returns {string}
 */
export function withoutModuleNames(source) {
  let entries = 0;
  const lines = source.split('\n').map((line) => {
    if (!/^\s*"[^"]+": \[/.test(line)) return line;
    const match = ENTRY.exec(line);
    if (!match) throw patchTargetMissing('client-registry', `a registry entry no longer reads [import(name), name, require.resolveWeak(name)]: ${line.slice(0, 160)}`);
    entries += 1;
    return `${match[1]}""${match[3]}`;
  });
  if (entries === 0) throw patchTargetMissing('client-registry', 'the generated registry has no entry of the expected shape');
  return lines.join('\n');
}

/** @param {string} source */
export default function clientRegistryLoader(source) {
  return withoutModuleNames(source);
}
