import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-paged-search';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAddTag } from '../api/add-tag';
import { useSupplies } from '../api/get-supplies';

const CHOICES = 20;

/** Add RFID Tag: choose one supply without a tag (searchable) and give it a new SGTIN-96 tag. */
export function AddTagDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('rfid');
  const toast = useToast();
  const add = useAddTag();
  const [search, setSearch] = useState('');
  const [itemId, setItemId] = useState<number | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const supplies = useSupplies({
    search: debouncedSearch || undefined,
    coverage: 'without',
    page: 1,
    pageSize: CHOICES,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(itemId === null);
    if (itemId === null) return;
    add.mutate(itemId, {
      onSuccess: (tag) => {
        toast.success(t('add.added', { tagId: tag.tagId, name: tag.itemName }));
        onClose();
      },
    });
  };

  const choices = supplies.data?.items ?? [];
  return (
    <Dialog
      onClose={onClose}
      title={t('add.title')}
      description={t('add.description')}
      closeLabel={t('close')}
      data-testid="rfid-add-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="min-w-56 flex-1">
          <TextField
            type="search"
            label={t('add.search')}
            placeholder={t('add.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {supplies.isPending ? (
          <Spinner label={t('loading')} />
        ) : supplies.isError ? (
          <FieldMessage id="rfid-add-load-error">{errorMessage(supplies.error)}</FieldMessage>
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {debouncedSearch ? t('add.noMatch') : t('add.none')}
          </p>
        ) : (
          <fieldset aria-describedby={unchosen ? 'rfid-add-unchosen' : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('add.item')}
            </legend>
            <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
              {choices.map((supply) => (
                <li key={supply.itemId}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                    <input
                      type="radio"
                      name="rfid-add-item"
                      value={supply.itemId}
                      checked={itemId === supply.itemId}
                      onChange={() => setItemId(supply.itemId)}
                      className="accent-teal-700"
                    />
                    <span className="flex-1 text-slate-900 dark:text-slate-50">{supply.name}</span>
                    {supply.supplierName ? (
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {supply.supplierName}
                      </span>
                    ) : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {unchosen ? <FieldMessage id="rfid-add-unchosen">{t('add.chooseItem')}</FieldMessage> : null}
        {add.isError ? <FieldMessage id="rfid-add-error">{errorMessage(add.error)}</FieldMessage> : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? t('add.adding') : t('add.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
