import { BellOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { useTranslation } from '@/lib/i18n';
import { useAlerts } from '../api/get-alerts';
import { AlertRow } from './alert-row';

export function AlertsTab() {
  const { t } = useTranslation('inventory');
  const { data: alerts = [] } = useAlerts();
  const reload = useInvalidateInventory();
  const refresh = (
    <Button variant="secondary" size="sm" onClick={() => void reload()}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {t('alerts.refresh')}
    </Button>
  );
  return (
    <Card aria-labelledby="inventory-alerts-title">
      <CardHeader title={t('alerts.title')} titleId="inventory-alerts-title" action={refresh} />
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState
            icon={<BellOff aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />}
            title={t('alerts.empty')}
            description={t('alerts.emptyHint')}
          />
        ) : (
          <ul className="space-y-3">
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
