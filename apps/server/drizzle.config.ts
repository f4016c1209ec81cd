import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @careledger/server` writes a new migration into drizzle/ after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
