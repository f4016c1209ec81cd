import type { RfidTag } from '@careledger/shared';
import type { ReactNode } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

interface InsightSectionProps {
  title: string;
  icon: ReactNode;
  /** The sentence with the total, or the all-clear when there is nothing to list. */
  detail: string;
  tags: RfidTag[];
  /** How many tags the insight concerns; `tags` are the first of them. */
  total: number;
  /** What the insight says about each tag (its battery, when it was last seen). */
  describe: (tag: RfidTag) => string;
}

export function InsightSection({ title, icon, detail, tags, total, describe }: InsightSectionProps) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const more = total - tags.length;
  return (
    <section>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
        {icon}
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>
      {tags.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {tags.map((tag) => (
            <li key={tag.tagId} className="flex items-start justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 dark:text-slate-100">{tag.itemName}</p>
                <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{tag.tagId}</p>
              </div>
              <p className="shrink-0 text-right text-slate-700 dark:text-slate-300">{describe(tag)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('analytics.more', { count: format.number(more) })}
        </p>
      ) : null}
    </section>
  );
}
