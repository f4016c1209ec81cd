import type { Product } from '@careledger/shared';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { productName } from '../lib/product-text';

interface ProductDetailsDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** The card's secondary button: everything needed to check a listing against the chain. */
export function ProductDetailsDialog({ product, onClose }: ProductDetailsDialogProps) {
  const { t } = useTranslation('marketplace');
  const { date } = useFormat();
  if (!product) return null;
  return (
    <Dialog
      onClose={onClose}
      title={productName(product, t)}
      description={t('details.description')}
      closeLabel={t('close')}
      size="lg"
      data-testid="product-details-dialog"
    >
      {product.metadata ? (
        <p className="mb-4 whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">
          {product.metadata.description}
        </p>
      ) : (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t('details.noMetadata')}</p>
      )}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Row label={t('details.productId')}>{product.id}</Row>
        {product.metadata ? <Row label={t('details.category')}>{product.metadata.category}</Row> : null}
        <Row label={t('details.status')}>{product.active ? t('details.active') : t('details.inactive')}</Row>
        <Row label={t('details.seller')} mono>
          {product.seller}
        </Row>
        <Row label={t('details.contract')} mono>
          {product.contractAddress}
        </Row>
        <Row label={t('details.metadataHash')} mono>
          {product.metadataHash}
        </Row>
        <Row label={t('details.listingTx')} mono>
          {product.listingTxHash}
        </Row>
        <Row label={t('details.listedAt')}>{date(product.listedAt)}</Row>
        <Row label={t('details.verification')}>
          {product.verified ? t('details.verifiedYes') : t('details.verifiedNo')}
        </Row>
      </dl>
    </Dialog>
  );
}

function Row({ label, mono, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-slate-900 dark:text-slate-100' : undefined}>
        {children}
      </dd>
    </>
  );
}
