// Formats one of each thing the screens format, and stops. ICU, which Intl formats with, loads its locale and
// time-zone data the first time any Intl object is made, and keeps it for the whole renderer process, the page's
// thread included. Done here, on a worker thread, while the page loads, that set-up (tens of milliseconds on a
// desktop, 150 to 300 ms with Lighthouse's 4x slower CPU) no longer lands in a screen's first render.
import type { IntlWarmUp } from './warm-up-intl';

self.addEventListener('message', (event: MessageEvent<IntlWarmUp>) => {
  const { language, timeZone } = event.data;
  const now = new Date();
  new Intl.NumberFormat(language).format(1234.5);
  new Intl.NumberFormat(language, { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(now);
  new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(now);
  new Intl.PluralRules(language).select(2);
  new Intl.ListFormat(language, { type: 'conjunction' }).format(['a', 'b']);
  self.close();
});
