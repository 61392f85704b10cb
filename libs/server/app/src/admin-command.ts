/**
 * The operator's command for an admin account, on a deployed server without the README's demo
 * accounts: `node dist/shell/server/main.js create-admin --email=ops@shop.example` (or the
 * API's main.js), the password from ADMIN_PASSWORD or the first line of standard input, so it
 * never sits in the shell's history. A new address becomes an active, verified admin; an
 * existing account is promoted and gets the new password. The password policy applies, and a
 * known demo password is refused.
 */
import { createInterface } from 'node:readline';
import { accountSettingProblems, setAdminAccount } from '@bike/server/accounts';
import { readServerConfig } from '@bike/server/core';
import { createServerContext } from './server-context';

async function firstLineOfInput(): Promise<string> {
  if (process.stdin.isTTY) process.stdout.write('Password for the admin account: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Reads `--email=…` (or ADMIN_EMAIL) and the password, checks both, and writes the account. */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const email = (args.find((a) => a.startsWith('--email='))?.slice('--email='.length) ?? env['ADMIN_EMAIL'] ?? '').trim();
  const password = env['ADMIN_PASSWORD'] || (await firstLineOfInput());
  const config = { ...readServerConfig(env), initialAdmin: { email, password } };
  const problems = accountSettingProblems(config);
  if (problems.length) throw new Error(`create-admin: ${problems.join(' ')}`);
  const ctx = await createServerContext(config);
  try {
    console.log(`${await setAdminAccount(ctx.db, { email, password })} the admin account ${email}`);
  } finally {
    await ctx.close();
  }
}
