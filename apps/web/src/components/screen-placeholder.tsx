import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './ui/card';
import { PageHeader } from './ui/page-header';

/** A tool whose screen arrives in a later issue: its title, and a sentence saying so. */
export function ScreenPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex items-center gap-3 p-6 text-slate-700 dark:text-slate-300">
        <Construction aria-hidden="true" className="size-6 shrink-0 text-teal-700 dark:text-teal-300" />
        <p>{t('screens.comingSoon')}</p>
      </Card>
    </>
  );
}
