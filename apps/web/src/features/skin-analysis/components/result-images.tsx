import type { SkinAnalysisResult } from '@careledger/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** The kept photo and the overlay side by side (both served with the session cookie), and what A–E mean. */
export function ResultImages({ result }: { result: SkinAnalysisResult }) {
  const { t } = useTranslation('skin');
  const titleId = useId();
  const images = [
    { src: result.thumbnail, caption: t('images.photo'), alt: t('images.photoAlt') },
    { src: result.overlay, caption: t('images.overlay'), alt: t('images.overlayAlt') },
  ];
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
        {t('images.title')}
      </h3>
      <div className="grid grid-cols-2 gap-4">
        {images.map(({ src, caption, alt }) => (
          <figure key={caption} className="space-y-1">
            <img
              src={src}
              alt={alt}
              className="aspect-square w-full rounded-md border border-slate-200 bg-slate-100 object-contain dark:border-slate-700 dark:bg-slate-800"
            />
            <figcaption className="text-sm text-slate-700 dark:text-slate-300">{caption}</figcaption>
          </figure>
        ))}
      </div>
      <div className="space-y-1">
        <h4 className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('legend.title')}</h4>
        <dl className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
          {LETTERS.map((letter) => (
            <div key={letter} className="flex gap-2">
              <dt className="w-4 shrink-0 font-semibold">{letter}</dt>
              <dd>{t(`legend.${letter}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
