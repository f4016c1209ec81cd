import { MARKETPLACE_CATEGORY_FILTERS, type MarketplaceCategoryFilter } from '@careledger/shared';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';

interface CategorySelectProps {
  value: MarketplaceCategoryFilter;
  onChange: (category: MarketplaceCategoryFilter) => void;
}

export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const { t } = useTranslation('marketplace');
  const options = MARKETPLACE_CATEGORY_FILTERS.map((category) => ({
    value: category,
    label: t(`categories.${category}`),
  }));
  return (
    <div className="w-full sm:w-56">
      <label htmlFor="marketplace-category" className="sr-only">
        {t('toolbar.category')}
      </label>
      <Select
        id="marketplace-category"
        data-testid="category-select"
        value={value}
        onValueChange={(next) => onChange(next as MarketplaceCategoryFilter)}
        options={options}
      />
    </div>
  );
}
