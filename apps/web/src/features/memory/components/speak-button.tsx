import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';

interface SpeakButtonProps {
  text: string;
  onSpeak: (text: string) => unknown;
}

/** Reads an AI reply aloud (live only: the demo has no voice). */
export function SpeakButton({ text, onSpeak }: SpeakButtonProps) {
  const { t } = useTranslation('memory');
  const { isConnected, isLoading } = useWorkspace();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ml-auto px-2"
      aria-label={t('entry.speak')}
      disabled={!isConnected || isLoading}
      onClick={() => onSpeak(text)}
    >
      <Volume2 aria-hidden="true" className="size-4" />
    </Button>
  );
}
