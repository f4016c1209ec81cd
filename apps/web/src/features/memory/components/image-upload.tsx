import { MEMORY_CAPTION_MAX_LENGTH, MEMORY_IMAGE_MAX_BYTES, MEMORY_IMAGE_TYPES } from '@careledger/shared';
import { ImageUp, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';

const ACCEPTED = MEMORY_IMAGE_TYPES.map((type) => `image/${type}`).join(',');
const MAX_MEGABYTES = MEMORY_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Upload Image (images only), then a caption (optional) and Process. Both wait for a connected backend; an
 * image over the size limit is refused here rather than sent.
 */
export function ImageUpload() {
  const { t } = useTranslation('memory');
  const { sendImage, isConnected } = useWorkspace();
  const picker = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [isTooLarge, setTooLarge] = useState(false);

  const choose = (file: File | undefined) => {
    setTooLarge(file !== undefined && file.size > MEMORY_IMAGE_MAX_BYTES);
    setImage(file && file.size <= MEMORY_IMAGE_MAX_BYTES ? file : null);
  };
  const clear = () => {
    setImage(null);
    setCaption('');
  };
  const process = async () => {
    if (!image || !isConnected) return;
    if (await sendImage(image, caption)) clear();
  };

  return (
    <div className="space-y-3">
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="memory-image-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // Choosing the same file again still counts as a choice.
          event.target.value = '';
        }}
      />
      <Button variant="secondary" disabled={!isConnected} onClick={() => picker.current?.click()}>
        <ImageUp aria-hidden="true" className="size-4" />
        {t('conversation.uploadImage')}
      </Button>
      <FormError message={isTooLarge ? t('conversation.imageTooLarge', { size: MAX_MEGABYTES }) : null} />
      {image ? (
        <form
          className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          data-testid="memory-image-form"
          onSubmit={(event) => {
            event.preventDefault();
            void process();
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('conversation.chosenImage', { name: image.name })}
          </p>
          <TextField
            label={t('conversation.caption')}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            maxLength={MEMORY_CAPTION_MAX_LENGTH}
            placeholder={t('conversation.captionPlaceholder')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!isConnected}>
              {t('conversation.process')}
            </Button>
            <Button variant="ghost" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {t('conversation.removeImage')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
