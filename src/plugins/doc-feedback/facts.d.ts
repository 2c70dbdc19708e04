/** What the doc feedback's issue link needs to know, defined at compile time by src/plugins/doc-feedback. */
interface DocFeedbackFacts {
  /** The upstream repository, where the issue is opened. */
  readonly repoUrl: string;
  /** The weapp-tailwindcss release each docs version documents, by version name (`current`, `4.x`; config/site). */
  readonly releases: Readonly<Record<string, string>>;
}

declare const DOC_FEEDBACK_FACTS: DocFeedbackFacts;
