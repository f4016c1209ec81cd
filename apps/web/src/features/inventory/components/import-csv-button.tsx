import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { CsvImportError, type CsvRowProblem, useImportItems } from '../api/import-items';
import { ImportProblemsDialog } from './import-problems-dialog';

/** Import CSV: the file goes to the server as is; a rejected file lists its bad rows. */
export function ImportCsvButton() {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const importItems = useImportItems();
  const [problems, setProblems] = useState<{ message: string; rows: CsvRowProblem[] } | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importItems.mutate(await file.text(), {
      onSuccess: ({ imported }) => toast.success(t('supplies.imported', { count: imported })),
      onError: (error) =>
        error instanceof CsvImportError && error.rows.length > 0
          ? setProblems({ message: errorMessage(error), rows: error.rows })
          : toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={upload}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={importItems.isPending}
        aria-busy={importItems.isPending}
      >
        <Upload aria-hidden="true" className="size-4" />
        {importItems.isPending ? t('supplies.importing') : t('supplies.importCsv')}
      </Button>
      {problems ? <ImportProblemsDialog {...problems} onClose={() => setProblems(null)} /> : null}
    </>
  );
}
