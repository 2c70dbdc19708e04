// Wrap: the breadcrumb JSON-LD only when the trail has a level above the page. Upstream lists the trail's items
// that link somewhere (a category without a page of its own is left out), so a page at the top of its sidebar,
// or under such a category, gets a list of one item, the page itself, which tells a search engine nothing its
// title and address do not. Those pages (the 5.x and 4.x introductions among them) keep about 90 B gzip out
// of their first round trip (tests/build/firstRoundTrip.test.ts).
import type {ReactNode} from 'react';
import DocBreadcrumbsStructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

export default function DocBreadcrumbsStructuredDataWrapper(props: Props): ReactNode {
  return props.breadcrumbs.filter((crumb) => crumb.href).length > 1 ? <DocBreadcrumbsStructuredData {...props} /> : null;
}
