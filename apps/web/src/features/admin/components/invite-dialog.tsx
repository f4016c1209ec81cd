import { ACCOUNT_ROLES, type AccountRole } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useInviteAccount } from '../api/admin';
import type { Invitation } from '../lib/invitation';

// The server checks the address properly; this only catches a slip before the round trip.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Create and Invite: name, email and role; the answer is the invitation link, shown by the screen once. */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const invite = useInviteAccount();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('staff');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = {
    name: name.trim() === '' ? t('invite.nameRequired') : null,
    email: LOOKS_LIKE_EMAIL.test(email.trim()) ? null : t('invite.emailInvalid'),
  };
  const shown = isSubmitted ? errors : { name: null, email: null };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (errors.name || errors.email) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    invite.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: ({ account, inviteToken, expiresAt }) =>
          onInvited({ name: account.name, email: account.email, token: inviteToken, expiresAt }),
      },
    );
  };

  return (
    <Dialog
      onClose={() => (invite.isPending ? undefined : onClose())}
      title={t('invite.title')}
      description={t('invite.description')}
      closeLabel={tc('common.close')}
      data-testid="invite-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('invite.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={120}
          error={shown.name}
        />
        <TextField
          label={t('invite.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          maxLength={254}
          error={shown.email}
        />
        <SelectField
          label={t('invite.role')}
          value={role}
          onValueChange={(value) => setRole(value as AccountRole)}
          options={ACCOUNT_ROLES.map((value) => ({ value, label: tc(`roles.${value}`) }))}
        />
        <FormError message={invite.error ? errorMessage(invite.error) : null} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={invite.isPending}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
            {invite.isPending ? t('invite.pending') : t('invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
