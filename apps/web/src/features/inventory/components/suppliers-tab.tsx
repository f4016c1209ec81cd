import type { Supplier } from '@careledger/shared';
import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useSuppliers } from '../api/get-suppliers';
import { SupplierCard } from './supplier-card';
import { SupplierFormDialog } from './supplier-form-dialog';

/** `null`: closed; `'new'`: adding; a supplier: editing it. */
type Editing = Supplier | 'new' | null;

export function SuppliersTab() {
  const { t } = useTranslation('inventory');
  const { data: suppliers = [] } = useSuppliers();
  const [editing, setEditing] = useState<Editing>(null);
  const add = (
    <Button size="sm" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('suppliers.add')}
    </Button>
  );
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
              <SupplierCard key={supplier.id} supplier={supplier} onEdit={() => setEditing(supplier)} />
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
