import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useTranslation } from '@/lib/i18n';

interface SecretDialogProps {
  title: string;
  description: string;
  /** The field's label: "Invitation link", "Token secret". */
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  doneLabel: string;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * Something the server answers once and never again (an invitation link, a token's secret): shown selectable,
 * with Copy. Closing it is the last chance to keep it, so only Done, Escape or the X close it.
 */
export function SecretDialog({
  title,
  description,
  label,
  value,
  copyLabel,
  copiedText,
  doneLabel,
  onClose,
  ...rest
}: SecretDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copiedText);
    } catch {
      // Clipboard access needs a secure context and the reader's permission; the field stays selectable.
      toast.error(t('invite.copyFailed'));
    }
  };
  return (
    <Dialog
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('common.close', { ns: 'translation' })}
      size="lg"
      data-testid={rest['data-testid']}
    >
      <div className="space-y-4">
        <TextField
          label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono"
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copyLabel}
          </Button>
          <Button onClick={onClose}>{doneLabel}</Button>
        </div>
      </div>
    </Dialog>
  );
}
