// "这页有帮助吗？" at the end of each doc. Nothing is sent or stored by default: an answer loads the
// follow-up (./FollowUp), which thanks the reader, offers a prefilled upstream issue after a "no" and
// reports the answer only when the site is built with GTAG_ID. Only this question is page weight.
import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Answer} from './issueUrl';

const FollowUp = lazy(() => import('./FollowUp'));

const ANSWERS: readonly {answer: Answer; icon: string; label: string}[] = [
  {answer: 'helpful', icon: '👍', label: '有帮助'},
  {answer: 'not-helpful', icon: '👎', label: '没帮助'},
];

export default function DocFeedback(): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const questionId = useId();
  return (
    <div role="group" aria-labelledby={questionId} className="margin-top--lg">
      <p id={questionId} className="margin-bottom--sm">
        这页有帮助吗？
      </p>
      {ANSWERS.map((option) => (
        <button
          key={option.answer}
          type="button"
          className="button button--sm button--outline button--secondary margin-right--sm"
          aria-pressed={answer === option.answer}
          onClick={() => setAnswer(option.answer)}>
          <span aria-hidden="true">{option.icon}</span> {option.label}
        </button>
      ))}
      {/* Present from the start, so screen readers announce what the answer adds to it. */}
      <div aria-live="polite">
        {answer && (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <FollowUp answer={answer} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </div>
  );
}
