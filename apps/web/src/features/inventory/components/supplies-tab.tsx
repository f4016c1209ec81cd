import type { InventoryItem } from '@careledger/shared';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { ImportCsvButton } from './import-csv-button';
import { SuppliesTable } from './supplies-table';

const EditItemDialog = lazyDialog(() => import('./edit-item-dialog').then((m) => m.EditItemDialog));
const RemoveItemDialog = lazyDialog(() => import('./remove-item-dialog').then((m) => m.RemoveItemDialog));
const StockCardDialog = lazyDialog(() => import('./stock-card-dialog').then((m) => m.StockCardDialog));

type RowDialog = { kind: 'view' | 'edit' | 'remove'; item: InventoryItem } | null;

/**
 * The inventory list (spec 000 section 2.5): search, filter, pages, and per-row actions. Export is a read; Import
 * and Add Item change the catalogue, so only a role with inventory.manage sees them.
 */
export function SuppliesTab({ onAddItem }: { onAddItem: () => void }) {
  const { t } = useTranslation('inventory');
  const canManage = useCan('inventory.manage');
  const [dialog, setDialog] = useState<RowDialog>(null);
  const close = () => setDialog(null);
  const actions = (
    <div className="flex flex-wrap gap-2">
      <a href="/api/inventory/items.csv" download className={buttonClasses('secondary', 'sm')}>
        <Download aria-hidden="true" className="size-4" />
        {t('supplies.exportCsv')}
      </a>
      {canManage ? (
        <>
          <ImportCsvButton />
          <Button size="sm" onClick={onAddItem}>
            <Plus aria-hidden="true" className="size-4" />
            {t('supplies.addItem')}
          </Button>
        </>
      ) : null}
    </div>
  );
  return (
    <Card aria-labelledby="inventory-supplies-title">
      <CardHeader title={t('supplies.title')} titleId="inventory-supplies-title" action={actions} />
      <CardContent>
        <SuppliesTable
          onView={(item) => setDialog({ kind: 'view', item })}
          onEdit={(item) => setDialog({ kind: 'edit', item })}
          onRemove={(item) => setDialog({ kind: 'remove', item })}
        />
      </CardContent>
      {dialog?.kind === 'view' ? (
        <StockCardDialog itemId={dialog.item.id} name={dialog.item.name} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? <EditItemDialog item={dialog.item} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? <RemoveItemDialog item={dialog.item} onClose={close} /> : null}
    </Card>
  );
}
