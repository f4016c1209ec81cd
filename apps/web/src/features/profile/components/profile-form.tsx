import type { Profile, ProfileUpdate } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FieldMessage } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFormProps {
  profile: Profile;
  isEditing: boolean;
  onDone: () => void;
}

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'location', type: 'text', autoComplete: 'address-level2' },
] as const;

/** Remounted when editing starts or stops, so Cancel always restores the saved values. */
export function ProfileForm({ profile, isEditing, onDone }: ProfileFormProps) {
  const { t } = useTranslation();
  const { name, email, phone, location } = profile;
  const [draft, setDraft] = useState<ProfileUpdate>({ name, email, phone, location });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, {
      onSuccess: () => {
        toast.success(t('profile.updated'));
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Card aria-labelledby="profile-form-title">
      <CardHeader
        title={t('profile.details')}
        titleId="profile-form-title"
        description={isEditing ? undefined : t('profile.editHint')}
      />
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(`profile.fields.${field.name}`)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={draft[field.name]}
                disabled={!isEditing}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              />
            ))}
          </div>
          {update.isError ? (
            <FieldMessage id="profile-form-error">{errorMessage(update.error)}</FieldMessage>
          ) : null}
          {isEditing ? (
            <div className="flex gap-3">
              <Button type="submit" data-testid="profile-save" disabled={update.isPending}>
                {update.isPending ? t('profile.saving') : t('profile.save')}
              </Button>
              <Button variant="secondary" data-testid="profile-cancel" onClick={onDone}>
                {t('profile.cancel')}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
