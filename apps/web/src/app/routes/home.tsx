import { useTranslation } from 'react-i18next';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { DashboardSection } from '@/features/landing/components/dashboard-section';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { Hero } from '@/features/landing/components/hero';
import { StatsStrip } from '@/features/landing/components/stats-strip';
import { Testimonials } from '@/features/landing/components/testimonials';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.name'));
  return (
    <div className="space-y-12">
      <Hero />
      <FeatureGrid />
      <StatsStrip />
      <DashboardSection>
        <DashboardOverview />
      </DashboardSection>
      <CallToAction />
      <Testimonials />
    </div>
  );
}
