import {
  type CategoryFilter,
  NOTIFICATION_CATEGORIES,
  READ_FILTERS,
  type ReadFilter,
} from '@careledger/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';

interface NotificationFiltersProps {
  readFilter: ReadFilter;
  category: CategoryFilter;
  onReadFilterChange: (filter: ReadFilter) => void;
  onCategoryChange: (category: CategoryFilter) => void;
}

const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...NOTIFICATION_CATEGORIES];

export function NotificationFilters(props: NotificationFiltersProps) {
  const { t } = useTranslation();
  const categoryId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('notifications.filters.label')}</legend>
        {READ_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={props.readFilter === filter}
            onClick={() => props.onReadFilterChange(filter)}
            className={clsx(
              'rounded-full px-3 py-1 text-sm font-medium',
              focusRing,
              props.readFilter === filter
                ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {t(`notifications.filters.${filter}`)}
          </button>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <label htmlFor={categoryId} className="text-sm text-slate-700 dark:text-slate-300">
          {t('notifications.category.label')}
        </label>
        <Select
          id={categoryId}
          className="w-32"
          value={props.category}
          data-testid="notification-category"
          onValueChange={(value) => props.onCategoryChange(value as CategoryFilter)}
          options={CATEGORY_FILTERS.map((value) => ({ value, label: t(`notifications.category.${value}`) }))}
        />
      </div>
    </div>
  );
}
