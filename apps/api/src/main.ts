/**
 * The API on its own (the one-origin site server registers the same routes with registerApi).
 * PORT (default 3333), HOST (default 0.0.0.0), DATABASE_URL or DATA_DIR; demo data comes from
 * the seed command, never from a start. Run from the repo root: migrations are read from
 * libs/server/core/migrations (MIGRATIONS_DIR overrides).
 */
import { isDatabaseEmpty, readServerConfig } from '@bike/server/core';
import { buildApi, createServerContext, runAdminCommand } from '@bike/server/app';
import { prepareAccounts, refuseUnsafeAccountSettings } from '@bike/server/accounts';

async function main(): Promise<void> {
  const config = readServerConfig();
  // Before the database opens: a production start with a demo password stops here.
  refuseUnsafeAccountSettings(config);
  const ctx = await createServerContext(config);
  // The API never seeds: demo data comes from the seed command (`npm run seed`, or node dist/seed/main.js).
  if (await isDatabaseEmpty(ctx.db)) console.log(`[api] the ${ctx.kind} database holds no shop yet: run the seed command for demo data`);
  // No known demo password in production; the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (operator-accounts.ts).
  await prepareAccounts(ctx.db, config, (line) => console.log(line));
  // TRUST_PROXY (a hop count or proxy addresses) is read into config.trustProxy.
  const app = await buildApi(ctx, { logger: { level: process.env['LOG_LEVEL'] ?? 'info' } });
  const port = Number(process.env['PORT'] ?? 3333);
  const host = process.env['HOST'] ?? '0.0.0.0';
  await app.listen({ port, host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// `node dist/apps/api/main.js create-admin --email=…`: the operator's first admin (admin-command.ts).
const start = process.argv[2] === 'create-admin' ? () => runAdminCommand(process.argv.slice(3)) : main;
start().catch((err) => {
  console.error('[api] failed to start:', err instanceof Error && err.name === 'UnsafeAccountsError' ? err.message : err);
  process.exit(1);
});
