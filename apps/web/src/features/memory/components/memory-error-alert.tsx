import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { memoryErrorText } from '../lib/memory-error-text';

/** The last action's error (spec 001 section 8), announced when it appears; gone when the next action starts. */
export function MemoryErrorAlert() {
  const { t } = useTranslation('memory');
  const { error } = useWorkspace();
  if (error === null) return null;
  return <ErrorState message={memoryErrorText(error, t)} />;
}
