// The stylesheet instruction of the blog's RSS and Atom feeds (./index.ts).
import {patchTargetMissing} from '../patchTarget.mjs';

/** The XML declaration the blog plugin's `feed` library starts the RSS and Atom files with. */
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** The feed's text with the stylesheet instruction after its XML declaration; fails the build when the feed starts otherwise. */
export function withFeedStylesheet(feed: string, file: string, stylesheet: string): string {
  if (!feed.startsWith(XML_DECLARATION)) throw patchTargetMissing('blog-feed-stylesheet', `${file} does not start with ${XML_DECLARATION}`);
  return `${XML_DECLARATION}<?xml-stylesheet type="text/css" href="${stylesheet}"?>${feed.slice(XML_DECLARATION.length)}`;
}
