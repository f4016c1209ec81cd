import { ROUTES } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { type ScreenHeadId, useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';

/** The screens whose title and description are known before their code arrives. */
const HEAD_OF_PATH: Readonly<Record<string, ScreenHeadId>> = {
  [ROUTES.inventory]: 'inventory',
  [ROUTES.marketplace]: 'marketplace',
  [ROUTES.rfid]: 'rfid',
  [ROUTES.predictions]: 'predictions',
  [ROUTES.predictionsAlias]: 'predictions',
  [ROUTES.medicine]: 'medicine',
  [ROUTES.medicineAlias]: 'medicine',
  [ROUTES.voice]: 'voice',
  [ROUTES.skin]: 'skin',
  [ROUTES.infiniteMemory]: 'infiniteMemory',
  [ROUTES.infiniteMemoryDemo]: 'infiniteMemoryDemo',
};

function FallbackHead({ screen }: { screen: ScreenHeadId }) {
  return <PageHeader {...useScreenHead(screen)} />;
}

/**
 * The page's place while its screen is fetched on first load, inside the layout: the screen's title and
 * description where it has them (they stay put when the screen takes over), and a spinner below.
 */
export function PageFallback() {
  const { t } = useTranslation();
  const screen = HEAD_OF_PATH[useLocation().pathname];
  return (
    <>
      {screen ? <FallbackHead screen={screen} /> : null}
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    </>
  );
}
