import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets';

/**
 * Shared UI primitives and hooks (src/components/ui, src/hooks), and the list screens' search parameters
 * (lib/search-params): alone, that file was found a round trip after the API helpers that import it.
 */
const UI_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]((components[\\/]ui|hooks)[\\/]|lib[\\/]search-params\.ts$)/;
/** Those built on Radix. (Select is not: it shows a stand-in until select-listbox, which is, has arrived.) */
const RADIX_UI_MODULE =
  /[\\/]src[\\/]components[\\/]ui[\\/](dialog|confirm-dialog|menu|select-listbox|switch|switch-field|tabs|kept-tabs)\.tsx?$/;
/** The permission gate, and the roles and permissions it reads (packages/shared). */
const ACCESS_MODULE =
  /[\\/](apps[\\/]web[\\/]src[\\/]components[\\/]access[\\/][^\\/]+|packages[\\/]shared[\\/]src[\\/](auth[\\/]permissions|roles))\.tsx?$/;
/** The pieces a signed-in page loads once its first screen has painted (app/provider, app/layout/header-controls). */
const AFTER_PAINT_MODULE =
  /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](settings-sync|notification-stream)|features[\\/]notifications[\\/]components[\\/]notification-bell)\.tsx?$/;
/** Radix and the packages it runs on. */
const RADIX_PACKAGE =
  /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib)[\\/]/;

/** A module of one of `packages` (each may list `|` alternatives) or one of `uiFiles` in src/components/ui. */
function anyOf(packages: readonly string[], uiFiles: readonly string[] = []): (id: string) => boolean {
  const names = packages.join('|').replaceAll('/', '[\\\\/]');
  const inPackage = new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
  const inUi = new RegExp(`[\\\\/]src[\\\\/]components[\\\\/]ui[\\\\/](${uiFiles.join('|')})\\.tsx?$`);
  return (id) => inPackage.test(id) || (uiFiles.length > 0 && inUi.test(id));
}

/** What every Radix primitive runs on. */
const RADIX_BASE = anyOf([
  '@radix-ui/(primitive|number|react-primitive|react-slot|react-compose-refs|react-context|react-id|react-direction)',
  '@radix-ui/(react-presence|react-collection|react-roving-focus)',
  '@radix-ui/react-use-(controllable-state|layout-effect|callback-ref|effect-event|previous|size)',
]);
const RADIX_TABS = anyOf(['@radix-ui/react-tabs'], ['tabs', 'kept-tabs']);
const RADIX_SWITCH = anyOf(['@radix-ui/react-switch'], ['switch', 'switch-field']);
/** Dialogs, and the focus trap, scroll lock and layering the selects and menus share with them. */
const RADIX_DIALOG = anyOf(
  [
    '@radix-ui/(react-dialog|react-focus-scope|react-focus-guards|react-dismissable-layer|react-portal)',
    '@radix-ui/react-use-escape-keydown',
    'react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref',
    'get-nonce|tslib',
  ],
  ['dialog', 'confirm-dialog'],
);

/**
 * zod's builder (`z.object(...)`, and every method called on what it builds) only makes schemas. Marked pure, a
 * schema the web app never checks with (the request bodies the server checks, say) is left out rather than
 * built on every load.
 */
const SCHEMA_BUILDERS = ['z'];

// The API server (apps/server) listens on 3000 and serves the built app; in development Vite serves the app
// and forwards /api there. Server-Sent Events pass through the proxy unbuffered.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), compressAssets()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    // Benchmarks read dist/.vite/manifest.json to measure what "/" loads.
    manifest: true,
    modulePreload: {
      // index.html preloads what the entry imports. A screen's chunk is left to import its own: Vite's helper
      // would append a <link rel=modulepreload> per file the screen needs, about 3 ms of the page's thread each
      // in a fresh tab (60 ms for the marketplace, four times that on a ward tablet), which costs more than the
      // one round trip the browser takes to find the files in the chunk it fetched. Stylesheets stay listed.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      treeshake: {
        // packages/shared only declares constants, pure functions and schemas. Saying so lets the first
        // download take the constants it needs without the schema modules (and zod) they sit beside.
        moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }],
        manualPureFunctions: SCHEMA_BUILDERS,
      },
      output: {
        codeSplitting: {
          // Groups are filled in this order, each module going to the first that takes it (with what it imports
          // that no earlier group took). Left to itself Rolldown gives every module shared by a different set
          // of screens its own chunk: a screen then fetched 30 to 60 files of about 1 KB each, and appending
          // their preload links and running them took longer than their bytes.
          groups: [
            {
              // What every screen runs on, in one file: left to itself Rolldown cuts it into a dozen small
              // chunks the first page waits for, and each file compresses worse alone (about 3 KB gzip).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            // The rest of what the entry imports, in one file beside it.
            { name: 'entry', tags: ['$initial'] },
            // The shared package's constants, in one file of their own: left to itself Rolldown may put a constants
            // module in the chunk of the schemas beside it (it counts building a schema as free), and a screen that
            // wanted one constant then downloaded zod and built every schema of its feature on the page.
            {
              name: 'shared-constants',
              test: /[\\/]packages[\\/]shared[\\/]src[\\/](.+[\\/])?constants\.ts$/,
            },
            // Every icon a screen may show (about 9 KB gzip), rather than one file per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // The UI primitives and hooks the screens share, except the Radix-based ones (next group).
            { name: 'ui', test: (id) => UI_MODULE.test(id) && !RADIX_UI_MODULE.test(id) },
            // Who may do what, and the gate that asks it, in one file. Left to itself Rolldown gave the gate, the
            // permissions and the roles a file each, and the browser finds each only once the one importing it
            // has arrived: every screen behind a gate waited two round trips more before it could paint.
            { name: 'access', test: ACCESS_MODULE },
            // viem's ether units in one file, for the same reason (formatEther imported Value, a file of its own).
            { name: 'ether-units', test: /node_modules[\\/]viem[\\/]_esm[\\/]utils[\\/]unit[\\/]/ },
            // Radix and the primitives built on it, by what a screen uses: one file for all of it (35 KB gzip)
            // made a screen with only tabs, like the medicine assistant's voice screen, wait for the selects,
            // menus and dialogs of every other screen before its text painted.
            // The base and the tabs in one file: every main screen has tabs, and apart, the base was found only
            // once the tabs had arrived, a round trip later.
            { name: 'radix-tabs', test: (id) => RADIX_BASE(id) || RADIX_TABS(id) },
            { name: 'radix-switch', test: RADIX_SWITCH },
            { name: 'radix-dialog', test: RADIX_DIALOG },
            // The selects and menus, and the positioning (Floating UI) they pop up with.
            { name: 'radix', test: (id) => RADIX_PACKAGE.test(id) || RADIX_UI_MODULE.test(id) },
            // What every signed-in page loads once its first screen is on it (the settings sync, the notification
            // stream and the bell), with what they import that no screen's group took, in one file: apart, they
            // came in four waves of requests of about 1 KB each while the screen's own answers were arriving.
            { name: 'after-paint', test: AFTER_PAINT_MODULE },
          ],
        },
      },
    },
  },
  worker: {
    // ES module workers may load code on demand: the validation worker fetches each screen's schemas when its
    // first answer comes (lib/response-schemas), not all of them when it starts.
    format: 'es',
    // The memory demo's worker runs the shared engine: the same side-effect-free hint keeps zod's schemas out.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }],
        manualPureFunctions: SCHEMA_BUILDERS,
      },
      output: {
        codeSplitting: {
          // zod, and everything two or more screens' schemas import (the shared package's schemas and
          // constants, the page and id helpers), in one file. Left to itself Rolldown gave each a file of
          // 100 to 500 bytes, found one import at a time: a screen's answers waited four round trips for
          // their schemas after the answers themselves had arrived. Each screen's own schemas stay apart.
          groups: [{ name: 'schema-base', minShareCount: 2 }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET },
    },
  },
});
