import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../ui/states';
import { notifyError } from '../../ui/toast';

type States = {
  /** The screen as it stands without its data, around the loading or error state. */
  frame: (state: ReactNode) => ReactNode;
  loading: string;
  /** The spec's load failure: the error state's words and the toast's. */
  loadFailed: string;
  /** What stands where the data would, when a screen shows no error there (its empty list); Try Again by default. */
  failed?: (retry: () => void) => ReactNode;
};

/**
 * An admin screen's pending and error components (TanStack Router's guide to external data
 * loading): the route's loader waits for the screen's data (`ensureQueryData`, guard.ts), and
 * meanwhile the screen's frame shows its loading state; data that could not be read shows its
 * error, with Try Again, which runs the loader again, and the error toast.
 */
export function screenStates({ frame, loading, loadFailed, failed }: States) {
  const Pending = () => <>{frame(<LoadingState label={loading} />)}</>;
  const Failed = ({ error }: ErrorComponentProps) => {
    const router = useRouter();
    const queryErrors = useQueryErrorResetBoundary();
    useEffect(() => {
      notifyError(loadFailed, error);
      // A suspense query that threw is read again when the route is.
      queryErrors.reset();
    }, [error, queryErrors]);
    const retry = () => void router.invalidate();
    return <>{frame(failed ? failed(retry) : <ErrorState message={loadFailed} onRetry={retry} />)}</>;
  };
  return { Pending, Failed };
}
