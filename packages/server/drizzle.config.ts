import { defineConfig } from 'drizzle-kit';

// Only for generating SQL migrations (`npm run db:generate`); the app applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
