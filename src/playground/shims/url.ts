// Browser stand-in for Node's `url`: dependencies turn `import.meta.url` into a path when they load.
export function fileURLToPath(url: string | URL): string {
  return decodeURIComponent(new URL(String(url)).pathname);
}

export default {fileURLToPath};
