// The variables the deploy job of .github/workflows/ci.yml sets, with placeholder values: the unit test
// of the deployed configuration and the smoke test of a build made with them share these.
export const deployEnv = {
  SITE_URL: 'https://docs.example.test',
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_API_KEY: 'search-only-key',
  ALGOLIA_INDEX_NAME: 'weapp-tw-test',
  ALGOLIA_ASSISTANT_ID: 'assistant-test',
  GTAG_ID: 'G-TEST12345',
};

/** Where the smoke test's build goes (git-ignored). */
export const deployBuildDir = 'build-deploy';
