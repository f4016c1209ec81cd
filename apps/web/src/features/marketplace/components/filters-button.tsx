import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface FiltersButtonProps {
  activeCount: number;
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
}

export function FiltersButton({ activeCount, isOpen, panelId, onToggle }: FiltersButtonProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Button variant="secondary" aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('toolbar.filters')}
      {activeCount > 0 ? (
        <span
          data-testid="active-filter-count"
          className="rounded-full bg-teal-700 px-1.5 text-xs text-white dark:bg-teal-300 dark:text-slate-950"
        >
          <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
          <span aria-hidden="true">{activeCount}</span>
        </span>
      ) : null}
    </Button>
  );
}
