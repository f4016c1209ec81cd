import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

/** Pagination worded from the `marketplace` namespace (the marketplace and supplier screens). */
export function MarketplacePagination(props: Omit<ComponentProps<typeof Pagination>, 'labels'>) {
  const { t } = useTranslation('marketplace');
  const labels = {
    label: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page: number, pages: number) => t('pagination.page', { page, pages }),
  };
  return <Pagination {...props} labels={labels} />;
}
