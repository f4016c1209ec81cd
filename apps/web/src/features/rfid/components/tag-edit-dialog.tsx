import {
  RFID_LOCATION_MAX,
  RFID_SIGNAL_STRENGTHS,
  RFID_TAG_STATUSES,
  type RfidSignalStrength,
  type RfidTag,
  type RfidTagStatus,
} from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { formatNumberForInput } from '@/lib/parse-number';
import { useUpdateTag } from '../api/update-tag';
import { parseBatteryInput, sanitiseBatteryText } from '../lib/battery-input';
import { displayStatus } from '../lib/tag-status';

/**
 * The edit dialog as spec 001: item name and tag id read-only; status, location, battery level (0 to 100, a
 * non-numeric entry becomes empty) and signal strength editable; Cancel and Save Changes. Saving sends the
 * whole tag.
 */
export function TagEditDialog({ tag, onClose }: { tag: RfidTag; onClose: () => void }) {
  const { t } = useTranslation('rfid');
  const toast = useToast();
  const update = useUpdateTag();
  const { language, formRef, focusFirstInvalid } = useFieldErrors();
  const [status, setStatus] = useState<RfidTagStatus>(displayStatus(tag.status));
  const [location, setLocation] = useState(tag.location ?? '');
  const [battery, setBattery] = useState(() => formatNumberForInput(tag.batteryLevel, language));
  const [signal, setSignal] = useState<RfidSignalStrength | ''>(tag.signalStrength ?? '');
  const [batteryError, setBatteryError] = useState<string | null>(null);
  const locationError =
    location.trim().length > RFID_LOCATION_MAX ? t('edit.locationTooLong', { max: RFID_LOCATION_MAX }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const batteryLevel = parseBatteryInput(battery, language);
    setBatteryError(batteryLevel.ok ? null : t('edit.batteryRange'));
    if (!batteryLevel.ok || locationError) {
      focusFirstInvalid();
      return;
    }
    update.mutate(
      {
        tagId: tag.tagId,
        update: {
          tagId: tag.tagId,
          itemId: tag.itemId,
          itemName: tag.itemName,
          status,
          location: location.trim() === '' ? null : location.trim(),
          batteryLevel: batteryLevel.value,
          signalStrength: signal === '' ? null : signal,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('edit.saved', { name: tag.itemName }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('edit.title')}
      description={t('edit.description')}
      closeLabel={t('close')}
      data-testid="rfid-edit-dialog"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextField label={t('edit.itemName')} value={tag.itemName} readOnly />
        <TextField label={t('edit.tagId')} value={tag.tagId} readOnly className="font-mono" />
        <SelectField
          label={t('edit.status')}
          value={status}
          onValueChange={(value) => setStatus(value as RfidTagStatus)}
          options={RFID_TAG_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          data-testid="rfid-edit-status"
        />
        <TextField
          label={t('edit.location')}
          value={location}
          placeholder={t('edit.locationPlaceholder')}
          onChange={(event) => setLocation(event.target.value)}
          error={locationError}
        />
        <NumberField
          label={t('edit.batteryLevel')}
          whole
          value={battery}
          placeholder={t('edit.batteryHint')}
          onChange={(event) => setBattery(sanitiseBatteryText(event.target.value))}
          error={batteryError}
          data-testid="rfid-edit-battery"
        />
        <SelectField
          label={t('edit.signalStrength')}
          value={signal}
          placeholder={t('edit.notSet')}
          onValueChange={(value) => setSignal(value as RfidSignalStrength)}
          options={RFID_SIGNAL_STRENGTHS.map((value) => ({ value, label: t(`signal.${value}`) }))}
          data-testid="rfid-edit-signal"
        />
        {update.isError ? (
          <FieldMessage id="rfid-edit-error">{errorMessage(update.error)}</FieldMessage>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
