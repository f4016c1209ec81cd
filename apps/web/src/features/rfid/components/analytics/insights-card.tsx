import { RFID_LOW_BATTERY_PERCENT, type RfidAnalytics } from '@careledger/shared';
import { BatteryLow, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { InsightSection } from './insight-section';

type InsightsCardProps = Pick<RfidAnalytics, 'lowBattery' | 'unseen' | 'unseenDays'>;

/** Tags that need someone: batteries running out, and active tags no reader has seen for a while. */
export function InsightsCard({ lowBattery, unseen, unseenDays }: InsightsCardProps) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const titleId = useId();
  const percent = format.number(RFID_LOW_BATTERY_PERCENT);
  const days = format.number(unseenDays);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={t('analytics.insights')} titleId={titleId} />
      <CardContent className="grid gap-6 md:grid-cols-2">
        <InsightSection
          title={t('analytics.lowBattery')}
          icon={<BatteryLow aria-hidden="true" className="size-4 text-red-700 dark:text-red-300" />}
          detail={
            lowBattery.total > 0
              ? t('analytics.lowBatteryDetail', { count: lowBattery.total, percent })
              : t('analytics.lowBatteryNone', { percent })
          }
          tags={lowBattery.tags}
          total={lowBattery.total}
          describe={(tag) =>
            tag.batteryLevel === null
              ? t('notAvailable')
              : t('overview.percent', { value: format.number(tag.batteryLevel) })
          }
        />
        <InsightSection
          title={t('analytics.unseen')}
          icon={<EyeOff aria-hidden="true" className="size-4 text-amber-700 dark:text-amber-300" />}
          detail={
            unseen.total > 0
              ? t('analytics.unseenDetail', { count: unseen.total, days })
              : t('analytics.unseenNone', { days })
          }
          tags={unseen.tags}
          total={unseen.total}
          describe={(tag) =>
            tag.lastScan === null
              ? t('analytics.neverSeen')
              : t('analytics.lastSeen', { date: format.date(tag.lastScan, 'date') })
          }
        />
      </CardContent>
    </Card>
  );
}
