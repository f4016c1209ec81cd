import { PageHeader } from '@/components/ui/page-header';
import { type ScreenHeadId, useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';

function FallbackHead({ screen }: { screen: ScreenHeadId }) {
  return <PageHeader {...useScreenHead(screen)} />;
}

/**
 * The page's place while its screen is fetched (layout/screen-route), inside the layout: the screen's title and
 * description where it has them (they stay put when the screen takes over), and a spinner below.
 */
export function PageFallback({ head }: { head?: ScreenHeadId | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {head ? <FallbackHead screen={head} /> : null}
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    </>
  );
}
