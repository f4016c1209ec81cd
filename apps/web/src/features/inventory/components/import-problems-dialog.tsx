import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CsvRowProblem } from '../api/import-items';

interface ImportProblemsDialogProps {
  message: string;
  rows: CsvRowProblem[];
  onClose: () => void;
}

export function ImportProblemsDialog({ message, rows, onClose }: ImportProblemsDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('supplies.importFailed')}
      description={message}
      closeLabel={t('close')}
      data-testid="import-problems"
    >
      <ul className="max-h-80 space-y-1 overflow-y-auto text-sm">
        {rows.map((problem) => (
          <li key={`${problem.row}-${problem.message}`}>
            <span className="font-medium">{t('supplies.importRow', { row: problem.row })}</span>{' '}
            {problem.message}
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
