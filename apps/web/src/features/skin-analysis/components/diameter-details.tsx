import type { SkinAnalysisResult, StructureType } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { listWords } from '../lib/list-words';

type Measurements = SkinAnalysisResult['analysis']['measurements'];

/**
 * The diameter in millimetres when the photo's width was given, else in pixels with the scale unknown; which D
 * the score used; and, when it was the structures, those found and those a photo cannot show.
 */
export function DiameterDetails({ measurements }: { measurements: Measurements }) {
  const { t, i18n } = useTranslation('skin');
  const { number } = useFormat();
  const { diameterMm, diameterPx, dUsed, differentialStructures } = measurements;
  const structures = (list: readonly StructureType[]) =>
    listWords(
      list.map((structure) => t(`structures.${structure}`)),
      i18n.language,
    );
  return (
    <div className="space-y-1">
      <p data-testid="skin-diameter">
        {diameterMm === null
          ? t('features.diameterPx', { value: number(Math.round(diameterPx)) })
          : t('features.diameterMm', { value: number(Math.round(diameterMm * 10) / 10) })}
      </p>
      <p>{t(`features.dUsed.${dUsed}`)}</p>
      {dUsed === 'differentialStructures' ? (
        <>
          <p>
            {differentialStructures.found.length === 0
              ? t('features.structuresNone')
              : t('features.structuresFound', { structures: structures(differentialStructures.found) })}
          </p>
          {differentialStructures.notAssessed.length > 0 ? (
            <p>{t('features.notAssessed', { structures: structures(differentialStructures.notAssessed) })}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
