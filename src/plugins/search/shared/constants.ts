/** The plugin's name: the key of its global data. */
export const SEARCH_PLUGIN_NAME = 'search';

/** The placeholder app id that tells the search components the embedded index answers, not Algolia. */
export const EMBEDDED_APP_ID = 'embedded';
