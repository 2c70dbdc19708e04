import {describe, expect, it} from 'vitest';
import {withFeedStylesheet} from '../../src/plugins/blog/feedStylesheet';

describe('the blog feeds\' stylesheet instruction', () => {
  it('goes right after the XML declaration the blog plugin writes', () => {
    const feed = '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"></rss>';
    expect(withFeedStylesheet(feed, 'rss.xml', 'feed.css')).toBe(
      '<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/css" href="feed.css"?>\n<rss version="2.0"></rss>',
    );
  });
});
