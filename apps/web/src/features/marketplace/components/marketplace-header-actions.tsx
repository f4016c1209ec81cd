import { ROUTES } from '@careledger/shared';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { WalletControls } from '../lib/wallet';

/** The link to the supplier dashboard and the wallet's connect, refresh and debug buttons. */
export function MarketplaceHeaderActions() {
  const { t } = useTranslation('marketplace');
  return (
    <>
      <Link to={ROUTES.supplier} className={buttonClasses('secondary')}>
        <Store aria-hidden="true" className="size-4" />
        {t('supplierLink')}
      </Link>
      <WalletControls />
    </>
  );
}
