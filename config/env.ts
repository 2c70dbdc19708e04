// Every environment variable the site reads, read once here so the rest of the config stays pure.

/** Public URL of the deployed site (canonical links, sitemap, Open Graph). */
export const siteUrl = process.env.SITE_URL ?? 'https://tw.icebreaker.top';

/** Google Analytics 4 measurement id; analytics load only when it is set. */
export const gtagId = process.env.GTAG_ID || undefined;

/** Hosted search (Algolia DocSearch); the embedded index is used unless app id and key are both set. */
export const algolia = {
  appId: process.env.ALGOLIA_APP_ID || undefined,
  apiKey: process.env.ALGOLIA_API_KEY || undefined,
  indexName: process.env.ALGOLIA_INDEX_NAME || 'weapp-tw-icebreaker',
  assistantId: process.env.ALGOLIA_ASSISTANT_ID || undefined,
};
