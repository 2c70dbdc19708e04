// The playground's whole input (and the preview's data and width) in the URL hash, so that a link reproduces it: `#z=` + base64url of
// deflate-raw compressed JSON where CompressionStream exists, else `#j=` + percent-encoded JSON.
import {
  defaultOptions,
  maxInputBytes,
  playgroundOptionNames,
  type PlaygroundInput,
  type PlaygroundOptionName,
  type PlaygroundOptions,
} from './model';
import {defaultPreviewWidth, previewWidths, type PreviewWidth} from './preview/previewCss';

/** The preview's settings a link carries: its data JSON as typed and the screen width. */
export interface PreviewSettings {
  readonly data: string;
  readonly width: PreviewWidth;
}

/** What a link restores; `preview` is absent in links made before the preview existed. */
export interface PlaygroundShareState extends PlaygroundInput {
  readonly preview?: PreviewSettings;
}

const compressedPrefix = 'z=';
const plainPrefix = 'j=';
/** Both inputs at their size limit, with room for JSON escaping; protects against decompression bombs. */
const maxStateBytes = 6 * maxInputBytes;

interface SharedState {
  readonly template: string;
  readonly css: string;
  readonly options: Partial<Record<keyof PlaygroundOptions, boolean>>;
  readonly preview?: Partial<PreviewSettings>;
}

function supportsDeflateRaw(): boolean {
  try {
    return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function' && Boolean(new CompressionStream('deflate-raw'));
  } catch {
    return false;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new Error('解压后的内容过大');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function transformBytes(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return readAll(output, maxStateBytes);
}

/** The hash (without `#`) that restores `input`. */
export async function encodeShareState(input: PlaygroundShareState): Promise<string> {
  const state: SharedState = {template: input.template, css: input.css, options: input.options, preview: input.preview};
  const json = JSON.stringify(state);
  if (!supportsDeflateRaw()) return plainPrefix + encodeURIComponent(json);
  const compressed = await transformBytes(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  return compressedPrefix + toBase64Url(compressed);
}

function parsePreview(value: unknown): PreviewSettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {data, width} = value as Record<string, unknown>;
  const knownWidth = previewWidths.find((candidate) => candidate === width);
  return {data: typeof data === 'string' ? data : '', width: knownWidth ?? defaultPreviewWidth};
}

function parseState(json: string): PlaygroundShareState {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) throw new Error('不是对象');
  const {template, css, options, preview} = value as Record<string, unknown>;
  if (typeof template !== 'string' || typeof css !== 'string') throw new Error('缺少 template 或 css');
  const given = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const restoredOptions: Record<PlaygroundOptionName, boolean> = {...defaultOptions};
  for (const name of playgroundOptionNames) {
    const flag = given[name];
    if (typeof flag === 'boolean') restoredOptions[name] = flag;
  }
  const restoredPreview = parsePreview(preview);
  return {template, css, options: restoredOptions, ...(restoredPreview && {preview: restoredPreview})};
}

/**
 * The input stored in a hash, `undefined` when the hash is not a playground state (for example an
 * anchor). Throws when it looks like one but cannot be decoded.
 */
export async function decodeShareState(hash: string): Promise<PlaygroundShareState | undefined> {
  const value = hash.replace(/^#/, '');
  if (value.startsWith(plainPrefix)) return parseState(decodeURIComponent(value.slice(plainPrefix.length)));
  if (!value.startsWith(compressedPrefix)) return undefined;
  if (!supportsDeflateRaw()) throw new Error('这个浏览器不支持解压分享链接（需要 DecompressionStream）');
  const bytes = await transformBytes(fromBase64Url(value.slice(compressedPrefix.length)), new DecompressionStream('deflate-raw'));
  return parseState(new TextDecoder().decode(bytes));
}
