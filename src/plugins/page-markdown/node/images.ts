import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The folder of the build the pages' images are published in, and their URL path. */
export const IMAGES_DIR = 'assets/images';

/**
 * The published name of an image a page references by a relative path, content-hashed (`diagram-1a2b3c4d.svg`);
 * none when the file does not exist. Webpack inlines small images into the page as data URLs, which would bloat
 * the Markdown, so each gets its own file beside the site's other images.
 */
export function publishedImageName(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const extension = path.extname(file);
  return `${path.basename(file, extension)}-${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8)}${extension}`;
}
