import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useServerText } from '@/hooks/use-server-text';
import { useTranslation } from '@/lib/i18n';
import type { CsvRowProblem } from '../api/post-csv';

interface ImportProblemsDialogProps {
  message: string;
  rows: CsvRowProblem[];
  onClose: () => void;
}

export function ImportProblemsDialog({ message, rows, onClose }: ImportProblemsDialogProps) {
  const { t } = useTranslation('inventory');
  const words = useServerText();
  // A row's problems one by one in the reader's language; the server's English when one has no words here.
  const describe = ({ message: english, problems }: CsvRowProblem) => {
    const worded = problems.map((p) => words.error(p.messageKey, p.params, ''));
    return problems.length > 0 && worded.every(Boolean) ? worded.join(' ') : english;
  };
  return (
    <Dialog
      onClose={onClose}
      title={t('supplies.importFailed')}
      description={message}
      closeLabel={t('close')}
      data-testid="import-problems"
    >
      <ul className="max-h-80 space-y-1 overflow-y-auto text-sm">
        {rows.map((problem) => (
          <li key={`${problem.row}-${problem.message}`}>
            <span className="font-medium">{t('supplies.importRow', { row: problem.row })}</span>{' '}
            {describe(problem)}
          </li>
        ))}
      </ul>
      <div className="flex justify-end pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
