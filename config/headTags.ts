import type {HtmlTagObject} from '@docusaurus/types';
import {authorUrl, repoUrl, siteDescription, siteTitle, weappViteUrl} from './site';

/** schema.org description of the product: a free developer application (the home page's head, src/pages/index.tsx). */
export function createSoftwareJsonLd(siteUrl: string) {
  const image = `${siteUrl}/img/social-card.png`;
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: siteTitle,
    url: siteUrl,
    description: siteDescription,
    image,
    applicationCategory: 'DeveloperApplication',
    operatingSystem: 'Cross Platform',
    offers: {'@type': 'Offer', price: '0', priceCurrency: 'CNY'},
    creator: {'@type': 'Person', name: 'sonofmagic', url: authorUrl},
    sameAs: [repoUrl, weappViteUrl],
  };
}

/** Tags in every page's head. */
export const headTags: HtmlTagObject[] = [
  {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
  {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}},
];
