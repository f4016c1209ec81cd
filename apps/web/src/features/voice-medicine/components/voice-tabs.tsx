import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import type { VoiceAssistant, VoiceTab } from '../lib/use-voice-assistant';
import { RecommendationsPanel } from './recommendations-panel';
import { StockStatusPanel } from './stock-status-panel';
import { VoiceAnalysisPanel } from './voice-analysis-panel';

/** Spec 001's three tabs; an answer opens Recommendations. */
export function VoiceTabs({ assistant }: { assistant: VoiceAssistant }) {
  const { t } = useTranslation('voice');
  return (
    <Tabs value={assistant.tab} onValueChange={(tab) => assistant.setTab(tab as VoiceTab)}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="analysis">{t('tabs.analysis')}</TabsTrigger>
        <TabsTrigger value="recommendations">{t('tabs.recommendations')}</TabsTrigger>
        <TabsTrigger value="stock">{t('tabs.stock')}</TabsTrigger>
      </TabsList>
      <TabsContent value="analysis">
        <VoiceAnalysisPanel
          transcript={assistant.transcript}
          confidence={assistant.confidence}
          isTyped={assistant.isTyped}
          status={assistant.status}
        />
      </TabsContent>
      <TabsContent value="recommendations">
        <RecommendationsPanel answer={assistant.answer} />
      </TabsContent>
      <TabsContent value="stock">
        <StockStatusPanel answer={assistant.answer} />
      </TabsContent>
    </Tabs>
  );
}
