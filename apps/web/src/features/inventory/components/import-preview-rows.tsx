import type { CsvImportOutcome, CsvImportRow } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useServerText } from '@/hooks/use-server-text';
import { useTranslation } from '@/lib/i18n';

const th = 'px-3 py-2 font-semibold';
const td = 'px-3 py-2 align-top';
const TONES: Record<CsvImportOutcome, BadgeTone> = {
  new: 'success',
  changed: 'info',
  unchanged: 'neutral',
  rejected: 'danger',
};

/** The rows of an import preview: what each does, with each field's change or the reasons it is refused. */
export function ImportPreviewRows({ rows, label }: { rows: CsvImportRow[]; label: string }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={th}>
              {t('supplies.importColRow')}
            </th>
            <th scope="col" className={th}>
              {t('supplies.importColItem')}
            </th>
            <th scope="col" className={th}>
              {t('supplies.importColOutcome')}
            </th>
            <th scope="col" className={th}>
              {t('supplies.importColDetails')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.row} data-outcome={row.outcome}>
              <td className={`${td} tabular-nums`}>{row.row}</td>
              <td className={td}>
                <span className="font-medium">{row.name || t('notAvailable')}</span>
                {row.supplier ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{row.supplier}</span>
                ) : null}
              </td>
              <td className={td}>
                <Badge tone={TONES[row.outcome]}>{t(`supplies.importOutcome.${row.outcome}`)}</Badge>
              </td>
              <td className={td}>
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowDetails({ row }: { row: CsvImportRow }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const words = useServerText();
  const value = (field: string, text: string | null) =>
    text === null ? t('supplies.importNone') : field === 'expiry' ? format.date(text, 'date') : text;
  const lines: string[] = [];
  if (row.outcome === 'rejected') {
    // Each reason in the reader's language; the server's English when one has no words here.
    const worded = row.problems.map((p) => words.error(p.messageKey, p.params, ''));
    lines.push(row.problems.length > 0 && worded.every(Boolean) ? worded.join(' ') : row.message);
  }
  if (row.openingStock !== null) lines.push(t('supplies.importOpeningStock', { count: row.openingStock }));
  for (const change of row.changes) {
    const field = t(`supplies.importField.${change.field}`);
    lines.push(
      t('supplies.importChange', {
        field,
        from: value(change.field, change.from),
        to: value(change.field, change.to),
      }),
    );
  }
  for (const kept of row.kept) {
    const key = kept.field === 'stock' ? 'supplies.importKeptStock' : 'supplies.importKeptExpiry';
    lines.push(t(key, { current: value(kept.field, kept.current), file: value(kept.field, kept.file) }));
  }
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
