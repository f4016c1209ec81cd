import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export type SupplierView = 'products' | 'orders';

/** Spec 000 section 2.7: Products / Orders toggle buttons. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: SupplierView;
  onChange: (view: SupplierView) => void;
}) {
  const { t } = useTranslation('marketplace');
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">{t('supplier.viewLabel')}</legend>
      {(['products', 'orders'] as const).map((value) => (
        <Button
          key={value}
          variant={view === value ? 'primary' : 'secondary'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {t(`supplier.views.${value}`)}
        </Button>
      ))}
    </fieldset>
  );
}
