import fs from 'node:fs';

/**
 * Finds a Chromium to drive: CHROMIUM_PATH from the environment, Debian's /usr/bin/chromium, or
 * (when neither exists) Playwright's own download. Playwright cannot download browsers on the
 * build machines, so the system package is the normal case there.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => fs.existsSync(path));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
