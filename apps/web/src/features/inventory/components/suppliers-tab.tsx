import type { Supplier } from '@careledger/shared';
import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { useSuppliers } from '../api/get-suppliers';
import { SupplierCard } from './supplier-card';

const SupplierFormDialog = lazyDialog(() =>
  import('./supplier-form-dialog').then((m) => m.SupplierFormDialog),
);

/** `null`: closed; `'new'`: adding; a supplier: editing it. */
type Editing = Supplier | 'new' | null;

/** Suppliers: a read for every role that sees inventory; adding and editing one needs inventory.manage. */
export function SuppliersTab() {
  const { t } = useTranslation('inventory');
  const { data: suppliers = [] } = useSuppliers();
  const canManage = useCan('inventory.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const add = canManage ? (
    <Button size="sm" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('suppliers.add')}
    </Button>
  ) : undefined;
  return (
    <Card aria-labelledby="inventory-suppliers-title">
      <CardHeader title={t('suppliers.title')} titleId="inventory-suppliers-title" action={add} />
      <CardContent>
        {suppliers.length === 0 ? (
          <EmptyState
            icon={<Truck aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />}
            title={t('suppliers.empty')}
            description={t('suppliers.emptyHint')}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {suppliers.map((supplier) => (
              <SupplierCard
                key={supplier.id}
                supplier={supplier}
                onEdit={canManage ? () => setEditing(supplier) : undefined}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? (
        <SupplierFormDialog supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
