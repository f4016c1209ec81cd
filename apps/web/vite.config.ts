import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 and serves the built app; in development Vite serves the app
// and forwards /api there. Server-Sent Events pass through the proxy unbuffered.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET },
    },
  },
});
