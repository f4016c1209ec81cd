import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination as PagePicker } from '@/components/ui/pagination';

/** The shared pagination, worded from the `inventory` namespace. */
export function Pagination(props: Omit<ComponentProps<typeof PagePicker>, 'labels'>) {
  const { t } = useTranslation('inventory');
  const labels = {
    label: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page: number, pages: number) => t('pagination.page', { page, pages }),
  };
  return <PagePicker {...props} labels={labels} />;
}
