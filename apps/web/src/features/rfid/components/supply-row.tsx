import type { RfidSupply } from '@careledger/shared';
import { Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAddTag } from '../api/add-tag';

/** A supply with its Has RFID / No RFID badge; one without a tag can be given one here (rfid.manage). */
export function SupplyRow({ supply, canAddTag }: { supply: RfidSupply; canAddTag: boolean }) {
  const { t } = useTranslation('rfid');
  const { number } = useFormat();
  const toast = useToast();
  const add = useAddTag();
  const addTag = () =>
    add.mutate(supply.itemId, {
      onSuccess: (tag) => toast.success(t('add.added', { tagId: tag.tagId, name: tag.itemName })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <tr data-testid="rfid-supply-row">
      <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-slate-50">
        {supply.name}
      </th>
      <td className="px-3 py-2">{supply.supplierName ?? t('notAvailable')}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {t('supplies.stockOf', { stock: number(supply.stock), unit: supply.unit })}
      </td>
      <td className="px-3 py-2">
        {supply.tagId ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="success">{t('supplies.hasRfid')}</Badge>
            <span className="font-mono text-xs">{supply.tagId}</span>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="warning">{t('supplies.noRfid')}</Badge>
            {canAddTag ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={addTag}
                disabled={add.isPending}
                aria-busy={add.isPending}
                aria-label={t('supplies.addTagFor', { name: supply.name })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('supplies.addTag')}
              </Button>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}
