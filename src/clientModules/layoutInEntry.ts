// Every page renders the theme layout (navbar, footer, announcement bar, colour-mode toggle), so it goes
// in the entry bundle, as on a stock site, where core's crash page imports it; this site's crash page
// (src/theme/Error) does not. Without it the layout is spread over shared chunks that each page fetches
// and compiles after the entry: on the longest blog post, 15 chunks instead of 11, and the route chunks
// were requested before the article's first paint, which pulled their download into Lighthouse's LCP.
import '@theme/Layout';
