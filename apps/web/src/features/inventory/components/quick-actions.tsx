import { ClipboardCheck, MinusCircle, PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useSession } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { offeredMovementKinds, type QuickMovementKind } from '../lib/movement-form';

const MovementDialog = lazyDialog(() => import('./movement-dialog').then((m) => m.MovementDialog));

const ACTIONS = [
  { kind: 'issue', label: 'overview.recordUsage', icon: MinusCircle },
  { kind: 'receipt', label: 'overview.receiveDelivery', icon: PackagePlus },
  { kind: 'stocktake', label: 'overview.stocktake', icon: ClipboardCheck },
] as const;

/**
 * Each action posts a real stock movement on the item's ledger; Add Item opens the add form. Only what the
 * role may do is offered: a ward records usage and counts, a delivery or a new item needs inventory.manage.
 */
export function QuickActions({ onAddItem }: { onAddItem: () => void }) {
  const { t } = useTranslation('inventory');
  const permissions = useSession().session?.permissions ?? [];
  const kinds = offeredMovementKinds(permissions);
  const canAddItem = permissions.includes('inventory.manage');
  const [kind, setKind] = useState<QuickMovementKind | null>(null);
  if (kinds.length === 0 && !canAddItem) return null;
  return (
    <Card aria-labelledby="inventory-quick-actions-title">
      <CardHeader title={t('overview.quickActions')} titleId="inventory-quick-actions-title" />
      <CardContent className="grid gap-2">
        {ACTIONS.filter((action) => kinds.includes(action.kind)).map((action) => (
          <Button
            key={action.kind}
            variant="secondary"
            className="justify-start"
            onClick={() => setKind(action.kind)}
          >
            <action.icon aria-hidden="true" className="size-4" />
            {t(action.label)}
          </Button>
        ))}
        {canAddItem ? (
          <Button variant="secondary" className="justify-start" onClick={onAddItem}>
            <Plus aria-hidden="true" className="size-4" />
            {t('overview.addItem')}
          </Button>
        ) : null}
      </CardContent>
      {kind ? <MovementDialog kind={kind} onClose={() => setKind(null)} /> : null}
    </Card>
  );
}
