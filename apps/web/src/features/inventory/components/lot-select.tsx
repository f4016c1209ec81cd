import type { Lot } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useStockCard } from '../api/get-stock-card';

/** The Select's value for "no lot named": Radix items cannot have an empty value. */
const AUTOMATIC = 'auto';

interface LotSelectProps {
  itemId: number;
  /** Usage defaults to first-expiry-first-out; a stocktake to counting the whole item. */
  purpose: 'issue' | 'stocktake';
  /** The lot id, '' for the default. */
  value: string;
  onValueChange: (lotId: string) => void;
}

/**
 * The item's lots with stock (number, expiry, quantity on hand), soonest expiry first as the server lists
 * them. The default option says what it will do: which lot usage takes first, or that the whole item is
 * counted.
 *
 * The field holds its place from the moment an item is chosen: disabled while the item's lots load, or when
 * it has none. Appearing later would move the fields and buttons under it while someone reaches for them.
 */
export function LotSelect({ itemId, purpose, value, onValueChange }: LotSelectProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const { data } = useStockCard(itemId, 1);
  // The previous item's card stays as placeholder data while this one loads: it is not this item's.
  const card = data?.item.id === itemId ? data : undefined;
  const lots = card?.lots ?? [];
  const unit = card?.item.unit ?? '';
  const expiry = (lot: Lot) => (lot.expiry ? format.date(lot.expiry, 'date') : t('movement.lot.noExpiry'));
  const first = lots[0];
  const automatic = !card
    ? t('movement.lot.loading')
    : purpose === 'stocktake'
      ? t('movement.lot.wholeItem')
      : first
        ? t('movement.lot.firstToExpire', { lot: first.lotNumber, expiry: expiry(first) })
        : t('movement.lot.none');
  const options = [
    { value: AUTOMATIC, label: automatic },
    ...lots.map((lot) => ({
      value: String(lot.id),
      label: t('movement.lot.option', {
        lot: lot.lotNumber,
        expiry: expiry(lot),
        quantity: format.number(lot.quantity),
        unit,
      }),
    })),
  ];
  return (
    <SelectField
      label={t('movement.lot.label')}
      value={value || AUTOMATIC}
      onValueChange={(next) => onValueChange(next === AUTOMATIC ? '' : next)}
      options={options}
      disabled={lots.length === 0}
      data-testid="movement-lot"
    />
  );
}
