import type { ReactNode } from 'react';
import { Loader } from '../components/loading-overlay';
import type { Loaded } from './use-account-data';

/** A loading spinner, a failure with Try again, or the content. */
export function LoadedView<T>({ state, reload, label, children }: { state: Loaded<T>; reload(): void; label: string; children(data: T): ReactNode }) {
  if (state.status === 'loading') return <Loader label={label} />;
  if (state.status === 'failed') {
    return (
      <div className="load-failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
