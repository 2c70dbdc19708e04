// What the stack families share: the JSON writer, the WeChat project file and the Stack type.
import {PROBE_CLASS_STRING} from '../checks.mjs';

export {PROBE_CLASS_STRING};

export const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

export const wechatProjectConfig = (miniprogramRoot) =>
  json({
    appid: 'touristappid',
    compileType: 'miniprogram',
    projectname: 'verify-guides',
    miniprogramRoot,
    setting: {es6: true, postcss: false, minified: false},
  });

/**
 * @typedef {{
 *   id: string,
 *   title: string,
 *   page: string,
 *   tailwind: 3 | 4,
 *   framework: string,
 *   frameworkName: string,
 *   dependencies: Record<string, string>,
 *   overrides?: Record<string, string>,
 *   requiredFiles: string[],
 *   files: Record<string, string>,
 *   packageJson?: Record<string, unknown>,
 *   build: string[],
 *   outDir: string,
 *   templates: RegExp,
 *   wxss?: RegExp,
 * }} Stack
 */
