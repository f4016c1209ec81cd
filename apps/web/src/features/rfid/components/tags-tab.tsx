import type { RfidTag } from '@careledger/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { useTags } from '../api/get-tags';
import { AddTagDialog } from './add-tag-dialog';
import { ExportMenu } from './export-menu';
import { TagEditDialog } from './tag-edit-dialog';
import { TagViewDialog } from './tag-view-dialog';
import { TagsTable } from './tags-table';

const PAGE_SIZE = 20;

type TagDialog = { kind: 'view' | 'edit'; tag: RfidTag } | { kind: 'add' } | null;

/**
 * Tags: search by item name or tag id, Export Data, Add RFID Tag, and a view and an edit dialog per tag. Export
 * and View are reads for every role that sees RFID; adding and editing a tag need rfid.manage.
 */
export function TagsTab() {
  const { t } = useTranslation('rfid');
  const { search, setSearch, searchQuery, page, setPage } = usePagedSearch();
  const canManage = useCan('rfid.manage');
  const [dialog, setDialog] = useState<TagDialog>(null);
  const tags = useTags({ search: searchQuery, page, pageSize: PAGE_SIZE });
  const close = () => setDialog(null);

  const actions = (
    <div className="flex flex-wrap gap-2">
      <ExportMenu search={searchQuery ?? ''} disabled={!tags.data || tags.data.total === 0} />
      {canManage ? (
        <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('tags.add')}
        </Button>
      ) : null}
    </div>
  );
  return (
    <Card aria-labelledby="rfid-tags-title">
      <CardHeader title={t('tags.title')} titleId="rfid-tags-title" action={actions} />
      <CardContent className="space-y-4">
        <div className="min-w-56 flex-1">
          <TextField
            type="search"
            label={t('tags.search')}
            placeholder={t('tags.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <TagsTable
          query={tags}
          onPageChange={setPage}
          onView={(tag) => setDialog({ kind: 'view', tag })}
          onEdit={canManage ? (tag) => setDialog({ kind: 'edit', tag }) : undefined}
        />
      </CardContent>
      {dialog?.kind === 'view' ? <TagViewDialog tag={dialog.tag} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <TagEditDialog tag={dialog.tag} onClose={close} /> : null}
      {dialog?.kind === 'add' ? <AddTagDialog onClose={close} /> : null}
    </Card>
  );
}
