import type { Hex } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { describeError } from '@/components/marketplace/describe-error';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useTranslation } from '@/lib/i18n';
import type { FieldErrors } from '@/lib/read-number-field';
import {
  localiseProductDraft,
  type ProductDraft,
  type ProductNumberField,
  type ValidProduct,
  validateProductDraft,
} from '../lib/product-form';
import { type ContractCall, useSaveProduct } from '../lib/use-save-product';
import { TransactionSteps } from '../lib/wallet';
import { ProductFields } from './product-fields';

/** The words that differ between listing a product and editing one. */
const TEXT = {
  add: {
    submit: 'productForm.submitAdd',
    submitting: 'productForm.adding',
    saved: 'productForm.added',
    failed: 'productForm.addFailed',
  },
  edit: {
    submit: 'productForm.submitEdit',
    submitting: 'productForm.saving',
    saved: 'productForm.updated',
    failed: 'productForm.updateFailed',
  },
} as const;

interface ProductFormProps {
  mode: keyof typeof TEXT;
  initialDraft: ProductDraft;
  /** The contract call that stores the listing, given the hash of its uploaded metadata. */
  toCall: (product: ValidProduct, metadataHash: Hex) => ContractCall;
  onDone: () => void;
}

/** Validate, upload the metadata, send the transaction, then say so and close (spec 000 section 2.7). */
export function ProductForm({ mode, initialDraft, toCall, onDone }: ProductFormProps) {
  const { t } = useTranslation('marketplace');
  const text = TEXT[mode];
  const toast = useToast();
  const { save, isSubmitting, transaction } = useSaveProduct();
  const { language, errorText, formRef, focusFirstInvalid } = useFieldErrors();
  const [draft, setDraft] = useState(() => localiseProductDraft(initialDraft, language));
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProductNumberField>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateProductDraft(draft, language);
    setFieldErrors(result.ok ? {} : (result.fields ?? {}));
    if (!result.ok) {
      setProblem(t(`productForm.errors.${result.error}`));
      focusFirstInvalid();
      return;
    }
    setProblem(null);
    try {
      const outcome = await save(result.product, (metadataHash) => toCall(result.product, metadataHash));
      if (outcome.ok) {
        toast.success(t(text.saved));
        onDone();
      }
    } catch (error) {
      setProblem(`${t(text.failed)}: ${describeError(error)}`);
    }
  };

  const failure = transaction.step === 'failed' ? `${t(text.failed)}: ${transaction.error ?? ''}` : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <ProductFields
        draft={draft}
        onChange={setDraft}
        disabled={isSubmitting}
        errors={{ price: errorText(fieldErrors.price), inventory: errorText(fieldErrors.inventory) }}
      />
      {/* A failure is said once, below, in this form's own words. */}
      {transaction.step !== 'idle' && transaction.step !== 'failed' ? (
        <TransactionSteps transaction={transaction} />
      ) : null}
      {problem || failure ? (
        <FieldMessage id={`${mode}-product-problem`}>{problem ?? failure}</FieldMessage>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t(text.submitting) : t(text.submit)}
        </Button>
      </div>
    </form>
  );
}
