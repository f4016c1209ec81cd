import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
