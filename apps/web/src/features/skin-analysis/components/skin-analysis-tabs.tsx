import { KeptTabs } from '@/components/ui/kept-tabs';
import { useTranslation } from '@/lib/i18n';
import { AnalysisPanel } from './analysis-panel';
import { EnhancedDescription } from './enhanced-description';

/**
 * Basic Analysis and Enhanced AI: the same form, each with its own photo, result and history, kept while the
 * other tab is shown.
 */
export function SkinAnalysisTabs({ userId }: { userId: string | null }) {
  const { t } = useTranslation('skin');
  return (
    <KeptTabs
      label={t('tabs.label')}
      tabs={[
        {
          value: 'basic',
          label: t('tabs.basic'),
          content: (
            <AnalysisPanel
              type="basic"
              userId={userId}
              intro={<p className="text-sm text-slate-700 dark:text-slate-300">{t('basic.description')}</p>}
            />
          ),
        },
        {
          value: 'enhanced',
          label: t('tabs.enhanced'),
          content: <AnalysisPanel type="enhanced" userId={userId} intro={<EnhancedDescription />} />,
        },
      ]}
    />
  );
}
