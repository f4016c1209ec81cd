import type { CsvImportPreview } from '@careledger/shared';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useImportItems } from '../api/import-items';
import { CsvImportError, type CsvRowProblem } from '../api/post-csv';
import { usePreviewItemsImport } from '../api/preview-items-import';

const ImportPreviewDialog = lazyDialog(() =>
  import('./import-preview-dialog').then((m) => m.ImportPreviewDialog),
);
const ImportProblemsDialog = lazyDialog(() =>
  import('./import-problems-dialog').then((m) => m.ImportProblemsDialog),
);

/**
 * Import CSV: the chosen file is previewed (nothing written) and imported only when the person confirms what
 * the preview shows. A file the server cannot read lists its problems instead.
 */
export function ImportCsvButton() {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const previewItems = usePreviewItemsImport();
  const importItems = useImportItems();
  const [shown, setShown] = useState<{ csv: string; preview: CsvImportPreview } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ message: string; rows: CsvRowProblem[] } | null>(null);

  const showProblems = (error: Error) =>
    error instanceof CsvImportError && error.rows.length > 0
      ? setProblems({ message: errorMessage(error), rows: error.rows })
      : toast.error(errorMessage(error));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const csv = await file.text();
    setImportError(null);
    previewItems.mutate(csv, { onSuccess: (preview) => setShown({ csv, preview }), onError: showProblems });
  };

  const confirm = () => {
    if (!shown) return;
    const { csv, preview } = shown;
    importItems.mutate(
      { csv, fingerprint: preview.fingerprint },
      {
        onSuccess: (result) => {
          setShown(null);
          toast.success(t('supplies.importDone', result));
        },
        onError: (error) => {
          const isStale = error instanceof ApiRequestError && error.status === 409;
          setImportError(isStale ? t('supplies.importChangedSincePreview') : errorMessage(error));
          // Show what the import would do now, so the person confirms that instead.
          if (isStale) previewItems.mutate(csv, { onSuccess: (fresh) => setShown({ csv, preview: fresh }) });
        },
      },
    );
  };

  const isBusy = previewItems.isPending || importItems.isPending;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={isBusy}
        aria-busy={isBusy}
      >
        <Upload aria-hidden="true" className="size-4" />
        {previewItems.isPending && !shown ? t('supplies.reading') : t('supplies.importCsv')}
      </Button>
      {shown ? (
        <ImportPreviewDialog
          preview={shown.preview}
          onConfirm={confirm}
          onCancel={() => setShown(null)}
          isPending={isBusy}
          error={importError}
        />
      ) : null}
      {problems ? <ImportProblemsDialog {...problems} onClose={() => setProblems(null)} /> : null}
    </>
  );
}
