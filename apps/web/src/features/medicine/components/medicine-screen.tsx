import { KeptTabs } from '@/components/ui/kept-tabs';
import { lazyPanel } from '@/components/ui/lazy-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { useTranslation } from '@/lib/i18n';
import { RecommendationsTab } from './recommendations-tab';
import { RestockingRequestsTab } from './restocking-requests-tab';

// Its select (Radix's, with the positioning it pops up with) is fetched only for someone who may open it.
const MedicineInventoryTab = lazyPanel(() =>
  import('./medicine-inventory-tab').then(({ MedicineInventoryTab }) => MedicineInventoryTab),
);

/**
 * Spec 001 "AI Medicine Assistant": AI Recommendations, Medicine Inventory and Restocking Requests. Every panel
 * stays mounted, so an answer, a search or a scroll position survives a tab switch.
 */
export function MedicineScreen() {
  const { t } = useTranslation('medicine');
  return (
    <>
      <PageHeader {...useScreenHead('medicine')} />
      <KeptTabs
        label={t('tabs.label')}
        tabs={[
          { value: 'recommendations', label: t('tabs.recommendations'), content: <RecommendationsTab /> },
          { value: 'inventory', label: t('tabs.inventory'), content: <MedicineInventoryTab /> },
          { value: 'restocking', label: t('tabs.restocking'), content: <RestockingRequestsTab /> },
        ]}
      />
    </>
  );
}
