// Browser stand-in for Node's `path`: weapp-tailwindcss only derives its own directory from
// `import.meta.url` when it loads; nothing reads files.
function dirname(path: string): string {
  const index = path.replace(/\/+$/, '').lastIndexOf('/');
  if (index > 0) return path.slice(0, index);
  return index === 0 ? '/' : '.';
}

export default {dirname};
