// Local plugin: hands the "这页有帮助吗？" follow-up (src/components/DocFeedback/FollowUp) the upstream
// repository and the release each docs version documents as compile-time constants. Importing config/site there instead
// would share that module with the home page's chunk, where the bundler then stops inlining it.
import type {Plugin} from '@docusaurus/types';
import {currentLine, legacyLine, repoUrl} from '../../../config/site';

export default function docFeedbackPlugin(): Plugin {
  return {
    name: 'doc-feedback',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Keys are the docs plugin's version names.
      const facts: DocFeedbackFacts = {repoUrl, releases: {current: currentLine.version, [legacyLine.line]: legacyLine.version}};
      return {plugins: [new currentBundler.instance.DefinePlugin({DOC_FEEDBACK_FACTS: JSON.stringify(facts)})]};
    },
  };
}
