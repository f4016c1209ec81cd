import './lib/zod-jitless';
import { TIMEZONE_IANA } from '@careledger/shared';
import { timeoutManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { coalescedTimeouts } from './lib/coalesced-timeouts';
import { initI18n } from './lib/i18n';
import { preferencesStore, readCachedPreferences } from './lib/preferences';
import { applyAppearance, systemPrefersDark } from './lib/theme';
import { warmUpIntl } from './lib/warm-up-intl';
import './index.css';

// Query timeouts behind one platform timer (lib/coalesced-timeouts), set before any query exists.
timeoutManager.setTimeoutProvider(coalescedTimeouts());

// Apply the last known theme, density and language before the first paint, so nothing flashes while the
// saved settings are fetched.
const cached = readCachedPreferences();
preferencesStore.hydrate(cached);
applyAppearance(document.documentElement, cached, systemPrefersDark());
document.documentElement.lang = cached.language;
void initI18n(cached.language);
// The first date or number a screen formats would otherwise wait for Intl to set itself up on this thread.
warmUpIntl({ language: cached.language, timeZone: TIMEZONE_IANA[cached.timezone] });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A transition, so React builds the first screen in slices of a few milliseconds instead of one long task: a
// tablet stays responsive to a tap while the page is put together (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
