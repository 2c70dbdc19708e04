// Local plugin: hands the "这页有帮助吗？" follow-up (src/components/DocFeedback/FollowUp) the upstream
// repository and the documented release as compile-time constants. Importing config/site there instead
// would share that module with the home page's chunk, where the bundler then stops inlining it.
import type {Plugin} from '@docusaurus/types';
import {documentedVersion, repoUrl} from '../../../config/site';

export default function docFeedbackPlugin(): Plugin {
  return {
    name: 'doc-feedback',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const facts: DocFeedbackFacts = {repoUrl, documentedVersion};
      return {plugins: [new currentBundler.instance.DefinePlugin({DOC_FEEDBACK_FACTS: JSON.stringify(facts)})]};
    },
  };
}
