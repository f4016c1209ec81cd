import { AUTH_ROUTES } from '@careledger/shared';
import { Link } from 'react-router';
import { LazyDashboardOverview } from '@/features/dashboard/components/lazy-dashboard-overview';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { DashboardSection } from '@/features/landing/components/dashboard-section';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { Hero } from '@/features/landing/components/hero';
import { StatsStrip } from '@/features/landing/components/stats-strip';
import { Testimonials } from '@/features/landing/components/testimonials';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCan, useSession } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.name'));
  // The live cards are the facility's inventory: only for a session that may see it (the rest is for everyone).
  const { session, isLoading } = useSession();
  const canSeeInventory = useCan('inventory.view');
  return (
    <div className="space-y-12">
      <Hero />
      <FeatureGrid />
      <StatsStrip />
      <DashboardSection>
        {canSeeInventory ? (
          <LazyDashboardOverview />
        ) : isLoading ? null : (
          <p className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            {session ? t('home.dashboard.noPermission') : t('home.dashboard.signIn')}{' '}
            {session ? null : (
              <Link
                to={AUTH_ROUTES.signIn}
                className="font-medium text-teal-800 underline dark:text-teal-300"
              >
                {t('auth.signInLink')}
              </Link>
            )}
          </p>
        )}
      </DashboardSection>
      <CallToAction />
      <Testimonials />
    </div>
  );
}
