import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUseTranslation } from './react';
import { testI18n } from './testing/deferred-loader';
import type { TFunction } from './types';

const WORDS = {
  en: {
    translation: { common: { loading: 'Loading…' } },
    inventory: { loading: 'Loading inventory…', loadError: 'Only in English' },
    rfid: { loading: 'Loading tags…' },
  },
  fr: {
    translation: { common: { loading: 'Chargement…' } },
    inventory: { loading: 'Chargement de l’inventaire…' },
    rfid: { loading: 'Chargement des étiquettes…' },
  },
};

/** An instance started in English (bundled) and its hook. */
async function setUp() {
  const { i18n, loader } = testI18n(WORDS);
  await i18n.init('en');
  return { i18n, loader, useTranslation: createUseTranslation(i18n) };
}

/** Lets fetches arrive inside act, so React's updates from them are applied before the test goes on. */
async function arrive(loader: { arrive: (...ids: string[]) => Promise<void> }, ...ids: string[]) {
  await act(() => loader.arrive(...ids));
}

afterEach(cleanup);

describe('useTranslation: waiting for words', () => {
  it('suspends until the namespace has its words in the language and English, then shows them', async () => {
    const { i18n, loader, useTranslation } = await setUp();
    const toFrench = i18n.changeLanguage('fr');
    await arrive(loader, 'fr|translation');
    await act(() => toFrench);
    function Inventory() {
      const { t } = useTranslation('inventory');
      return (
        <p>
          {t('loading')} / {t('loadError')}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Inventory />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(loader.requests.slice(-2)).toEqual(['fr|inventory', 'en|inventory']);
    await arrive(loader, 'fr|inventory');
    expect(screen.getByText('waiting')).toBeTruthy();
    await arrive(loader, 'en|inventory');
    expect(await screen.findByText('Chargement de l’inventaire… / Only in English')).toBeTruthy();
  });

  it('waits for init before anything', async () => {
    const { i18n, loader } = testI18n(WORDS);
    const useTranslation = createUseTranslation(i18n);
    function Loading() {
      return <p>{useTranslation().t('common.loading')}</p>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Loading />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    const init = i18n.init('fr');
    await arrive(loader, 'fr|translation');
    await act(() => init);
    expect(await screen.findByText('Chargement…')).toBeTruthy();
  });

  it('without suspense, shows the keys and defaultValues, fetches, then shows the words', async () => {
    const { loader, useTranslation } = await setUp();
    function Rfid() {
      const { t } = useTranslation('rfid', { useSuspense: false });
      return <p>{t('loading', { defaultValue: 'Stored English' })}</p>;
    }
    render(<Rfid />);
    expect(screen.getByText('Stored English')).toBeTruthy();
    expect(loader.requests).toEqual(['en|rfid']);
    await arrive(loader, 'en|rfid');
    expect(screen.getByText('Loading tags…')).toBeTruthy();
  });

  it('waits for every namespace of several and reaches the others with ns:', async () => {
    const { loader, useTranslation } = await setUp();
    function Both() {
      const { t } = useTranslation(['inventory', 'rfid']);
      return (
        <p>
          {t('loading')} + {t('rfid:loading')}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Both />
      </Suspense>,
    );
    await arrive(loader, 'en|inventory');
    expect(screen.getByText('waiting')).toBeTruthy();
    await arrive(loader, 'en|rfid');
    expect(await screen.findByText('Loading inventory… + Loading tags…')).toBeTruthy();
  });

  it('shows English for a namespace whose fetch failed rather than waiting for ever', async () => {
    const { i18n, loader, useTranslation } = await setUp();
    const toFrench = i18n.changeLanguage('fr');
    await arrive(loader, 'fr|translation');
    await act(() => toFrench);
    function Inventory() {
      return <p>{useTranslation('inventory').t('loading')}</p>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Inventory />
      </Suspense>,
    );
    await act(() => loader.fail('fr|inventory'));
    await arrive(loader, 'en|inventory');
    expect(await screen.findByText('Loading inventory…')).toBeTruthy();
  });
});

describe('useTranslation: language changes', () => {
  it('re-renders every user in the new language, with a t that stays the same until then', async () => {
    const { i18n, loader, useTranslation } = await setUp();
    const seen: TFunction[] = [];
    function Loading({ label }: { label: string }) {
      const { t } = useTranslation();
      seen.push(t);
      return (
        <p>
          {label}: {t('common.loading')}
        </p>
      );
    }
    const { rerender } = render(
      <>
        <Loading label="a" />
        <Loading label="b" />
      </>,
    );
    rerender(
      <>
        <Loading label="a" />
        <Loading label="b" />
      </>,
    );
    expect(new Set(seen).size).toBe(1);

    const change = i18n.changeLanguage('fr');
    await arrive(loader, 'fr|translation');
    await act(() => change);
    expect(screen.getByText('a: Chargement…')).toBeTruthy();
    expect(screen.getByText('b: Chargement…')).toBeTruthy();
    expect(new Set(seen).size).toBe(2);
  });

  it('does not re-render a user when another namespace’s words arrive', async () => {
    const { i18n, loader, useTranslation } = await setUp();
    let renders = 0;
    function Loading() {
      renders += 1;
      return <p>{useTranslation().t('common.loading')}</p>;
    }
    render(<Loading />);
    const loading = i18n.loadNamespaces('rfid');
    await arrive(loader, 'en|rfid');
    await act(() => loading);
    expect(renders).toBe(1);
  });
});
