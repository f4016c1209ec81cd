import { useMatches } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { type ScreenHeadId, useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';

/** A route's `handle` (app/router.tsx): the screen whose head the page shows while that route loads. */
export interface ScreenHandle {
  head: ScreenHeadId;
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'head' in handle;

function FallbackHead({ screen }: { screen: ScreenHeadId }) {
  return <PageHeader {...useScreenHead(screen)} />;
}

/**
 * The page's place while its screen is fetched on first load, inside the layout: the screen's title and
 * description where it has them (they stay put when the screen takes over), and a spinner below.
 */
export function PageFallback() {
  const { t } = useTranslation();
  const screen = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle)?.head;
  return (
    <>
      {screen ? <FallbackHead screen={screen} /> : null}
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    </>
  );
}
