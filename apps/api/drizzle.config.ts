import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @rumo/api` writes a new SQL migration after a *.table.ts change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
