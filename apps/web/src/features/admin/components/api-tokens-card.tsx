import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useApiTokens, useRevokeApiToken } from '../api/admin';
import { QueryState } from './query-state';
import { RevokeDialog, type RevokeTarget } from './revoke-dialog';
import { SecretDialog } from './secret-dialog';
import { TokenFormDialog } from './token-form-dialog';

/** API tokens for machines: create one (its secret shown once), see when each was last used, revoke. */
export function ApiTokensCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [target, setTarget] = useState<RevokeTarget | null>(null);
  const columns = ['name', 'scopes', 'prefix', 'created', 'lastUsed', 'status', 'actions'] as const;

  return (
    <Card aria-labelledby="admin-tokens-title" data-testid="api-tokens">
      <CardHeader
        title={t('security.tokens.title')}
        titleId="admin-tokens-title"
        description={t('security.tokens.description')}
        action={
          <Button size="sm" onClick={() => setIsCreating(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('security.tokens.create')}
          </Button>
        }
      />
      <CardContent>
        <QueryState query={tokens} loadError={t('security.tokens.loadError')} />
        {tokens.data && tokens.data.items.length === 0 ? (
          <EmptyState title={t('security.tokens.empty')} />
        ) : null}
        {tokens.data && tokens.data.items.length > 0 ? (
          <DataTable
            caption={t('security.tokens.caption')}
            columns={columns.map((column) => t(`security.tokens.columns.${column}`))}
          >
            {tokens.data.items.map((token) => (
              <tr key={token.id} data-testid="api-token-row">
                <th scope="row" className="px-3 py-2 font-medium">
                  {token.name}
                </th>
                <td className="px-3 py-2 font-mono text-xs">{token.scopes.join(', ')}</td>
                <td className="px-3 py-2 font-mono text-xs">{token.prefix}…</td>
                <td className="px-3 py-2 whitespace-nowrap">{format.date(token.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {token.lastUsedAt ? format.date(token.lastUsedAt) : t('security.tokens.never')}
                </td>
                <td className="px-3 py-2">
                  <Badge tone={token.revokedAt ? 'neutral' : 'success'}>
                    {token.revokedAt
                      ? t('security.tokens.status.revoked')
                      : t('security.tokens.status.active')}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  {token.revokedAt ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('security.tokens.revokeLabel', { name: token.name })}
                      onClick={() => {
                        revoke.reset();
                        setTarget({
                          id: token.id,
                          title: t('security.tokens.confirm.title', { name: token.name }),
                          description: t('security.tokens.confirm.description'),
                        });
                      }}
                    >
                      {t('security.tokens.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </CardContent>
      {isCreating ? (
        <TokenFormDialog
          onClose={() => setIsCreating(false)}
          onCreated={(made) => {
            setIsCreating(false);
            setCreated(made);
          }}
        />
      ) : null}
      {created ? (
        <SecretDialog
          title={t('security.tokens.secret.title', { name: created.name })}
          description={t('security.tokens.secret.description')}
          label={t('security.tokens.secret.label')}
          value={created.secret}
          copyLabel={t('security.tokens.secret.copy')}
          copiedText={t('security.tokens.secret.copied')}
          doneLabel={t('security.tokens.secret.done')}
          onClose={() => setCreated(null)}
          data-testid="token-secret-dialog"
        />
      ) : null}
      {target ? (
        <RevokeDialog
          target={target}
          revoke={revoke}
          doneText={t('security.tokens.confirm.done')}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Card>
  );
}
