import { ErrorState } from './error-state';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

interface ScreenLoadStateProps {
  title: string;
  description: string;
  isPending: boolean;
  loadingLabel: string;
  /** Shown when loading failed (isPending false). */
  errorMessage: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A screen before its data is there: its header, then a full-page loading state or the failure with Retry. */
export function ScreenLoadState({
  title,
  description,
  isPending,
  loadingLabel,
  errorMessage,
  retryLabel,
  onRetry,
}: ScreenLoadStateProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={loadingLabel} />
        </div>
      ) : (
        <ErrorState message={errorMessage} retryLabel={retryLabel} onRetry={onRetry} />
      )}
    </>
  );
}
