import { SKIN_IMAGE_ACCEPT, SKIN_IMAGE_MAX_BYTES } from '@careledger/shared';
import { clsx } from 'clsx';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { focusRing } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useTranslation } from '@/lib/i18n';
import { useObjectUrl } from '../hooks/use-object-url';
import type { RefusedImage } from '../hooks/use-skin-form';

const MAX_MEGABYTES = SKIN_IMAGE_MAX_BYTES / 1024 / 1024;

interface ImageDropZoneProps {
  image: File | null;
  refused: RefusedImage | null;
  onChoose: (file: File | undefined) => void;
}

/** Drop a photo on the zone or click it to pick one; the photo chosen is previewed beside it. */
export function ImageDropZone({ image, refused, onChoose }: ImageDropZoneProps) {
  const { t } = useTranslation('skin');
  const picker = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const preview = useObjectUrl(image);
  const hintId = useId();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('form.photo')}</p>
      <button
        type="button"
        aria-describedby={hintId}
        data-testid="skin-drop-zone"
        className={clsx(
          'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm',
          isOver
            ? 'border-teal-600 bg-teal-50 dark:border-teal-300 dark:bg-teal-950'
            : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
          'text-slate-800 dark:text-slate-200',
          focusRing,
        )}
        onClick={() => picker.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onChoose(event.dataTransfer.files[0]);
        }}
      >
        <ImageUp aria-hidden="true" className="size-8 text-slate-600 dark:text-slate-300" />
        <span className="font-medium">{t('form.drop')}</span>
      </button>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('form.formats')} · {t('form.maxSize', { size: MAX_MEGABYTES })}
      </p>
      <input
        ref={picker}
        type="file"
        accept={SKIN_IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="skin-image-input"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // Choosing the same file again still counts as a choice.
          event.target.value = '';
        }}
      />
      <FormError
        message={refused ? t(`form.${refused.problem}`, { name: refused.name, size: MAX_MEGABYTES }) : null}
      />
      {image ? (
        <figure className="space-y-1">
          {preview ? (
            <img
              src={preview}
              alt={t('form.previewAlt')}
              className="max-h-56 rounded-md border border-slate-200 object-contain dark:border-slate-700"
            />
          ) : null}
          <figcaption className="text-sm text-slate-700 dark:text-slate-300">
            {t('form.chosen', { name: image.name })}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
