import { ApiError } from '../../../lib/api';
import * as form from '../../../ui/form.css';

/** The server's own words for a refusal, or `fallback` when it said none (a network failure). */
export const said = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * What a card saved on its own says after its action: the outcome in a status line (announced,
 * and there before anything is said, so screen readers hear it), a failure as an alert.
 */
export function CardOutcome({ done, problem }: { done: string; problem: string }) {
  return (
    <>
      <div role="status">{done && <p className={form.successBox}>{done}</p>}</div>
      {problem && (
        <p className={form.errorBox} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** An inspection report as a link to its PDF, named by its day (the State Record card and Today). */
export const reportName = (day: string) => `Inspection report, ${day} (PDF)`;
