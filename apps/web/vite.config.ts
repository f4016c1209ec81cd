import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets';

// The API server (apps/server) listens on 3000 and serves the built app; in development Vite serves the app
// and forwards /api there. Server-Sent Events pass through the proxy unbuffered.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), compressAssets()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    // Benchmarks read dist/.vite/manifest.json to measure what "/" loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // packages/shared only declares constants, pure functions and schemas. Saying so lets the first
        // download take the constants it needs without the schema modules (and zod) they sit beside.
        moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }],
      },
      plugins: [
        {
          // `/` renders once its route chunk has arrived, and the router asks for it only after the entry has
          // run: naming it (and what it imports beyond the entry) in index.html fetches it alongside the entry.
          name: 'careledger:preload-home-route',
          generateBundle: {
            order: 'post',
            handler(_options, bundle) {
              const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
              const entry = chunks.find((chunk) => chunk.isEntry);
              const home = chunks.find((chunk) =>
                /\/src\/app\/routes\/home\.tsx$/.test(chunk.facadeModuleId ?? ''),
              );
              const html = bundle['index.html'];
              if (!entry || !home || html?.type !== 'asset') return;
              const closure = (start: string, seen = new Set<string>()): Set<string> => {
                if (seen.has(start)) return seen;
                seen.add(start);
                const chunk = bundle[start];
                for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) closure(imported, seen);
                return seen;
              };
              const loaded = closure(entry.fileName);
              const links = [...closure(home.fileName)]
                .filter((file) => !loaded.has(file))
                .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
              html.source = String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
            },
          },
        },
      ],
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen runs on, in one file: left to itself Rolldown cuts it into a dozen small
              // chunks the first page waits for, and each file compresses worse alone (about 3 KB gzip).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  worker: {
    // The memory demo's worker runs the shared engine: the same side-effect-free hint keeps zod's schemas out.
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET },
    },
  },
});
