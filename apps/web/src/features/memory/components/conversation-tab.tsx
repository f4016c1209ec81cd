import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { ConversationHistory } from './conversation-history';
import { ImageUpload } from './image-upload';
import { MessageForm } from './message-form';
import { ReplyAnnouncer } from './reply-announcer';

/** Tell (text or an image with its caption), and the conversation so far. */
export function ConversationTab() {
  const { t } = useTranslation('memory');
  const id = useId();
  return (
    <div className="space-y-6">
      <Card aria-labelledby={`${id}-title`}>
        <CardHeader title={t('conversation.formTitle')} titleId={`${id}-title`} />
        <CardContent className="space-y-4">
          <MessageForm />
          <ImageUpload />
        </CardContent>
      </Card>
      <ConversationHistory />
      <ReplyAnnouncer />
    </div>
  );
}
