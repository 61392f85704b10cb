import { defineConfig } from 'drizzle-kit';

// Every server library keeps its tables in src/schema.ts; one migration history for all of them.
// Generate after a schema change with `npx drizzle-kit generate` (never edit an old migration).
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/server/*/src/schema.ts',
  out: './libs/server/core/migrations',
});
