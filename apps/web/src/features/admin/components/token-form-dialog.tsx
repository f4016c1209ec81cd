import { TOKEN_SCOPE_NAMES, type TokenScope } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useCreateApiToken } from '../api/admin';

/** Each scope's words: the scope names have a colon, which t reads as a namespace (as i18next does). */
const SCOPE_KEYS = { 'rfid:scan': 'rfidScan', 'inventory:read': 'inventoryRead' } as const satisfies Record<
  TokenScope,
  string
>;

/** Create API token: a name and its scopes. The secret is answered once and handed to the screen to show. */
export function TokenFormDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = {
    name: name.trim() === '' ? t('security.tokens.form.nameRequired') : null,
    scopes: scopes.length === 0 ? t('security.tokens.form.scopesRequired') : null,
  };
  const shown = isSubmitted ? errors : { name: null, scopes: null };

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (errors.name || errors.scopes) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    create.mutate(
      { name: name.trim(), scopes },
      { onSuccess: ({ token, secret }) => onCreated({ name: token.name, secret }) },
    );
  };

  return (
    <Dialog
      onClose={() => (create.isPending ? undefined : onClose())}
      title={t('security.tokens.form.title')}
      description={t('security.tokens.form.description')}
      closeLabel={tc('common.close')}
      data-testid="token-form-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('security.tokens.form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={80}
          autoComplete="off"
          error={shown.name}
        />
        <fieldset
          className="space-y-2"
          aria-invalid={shown.scopes ? true : undefined}
          aria-describedby={shown.scopes ? 'token-scopes-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('security.tokens.form.scopes')}
          </legend>
          {TOKEN_SCOPE_NAMES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-teal-700"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-invalid={shown.scopes ? true : undefined}
              />
              <span>{t(`security.tokens.scopes.${SCOPE_KEYS[scope]}`)}</span>
              <code className="text-xs text-slate-600 dark:text-slate-400">{scope}</code>
            </label>
          ))}
          {shown.scopes ? <FieldMessage id="token-scopes-error">{shown.scopes}</FieldMessage> : null}
        </fieldset>
        <FormError message={create.error ? errorMessage(create.error) : null} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={create.isPending}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? t('security.tokens.form.pending') : t('security.tokens.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
