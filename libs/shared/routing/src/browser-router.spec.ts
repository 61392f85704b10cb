import fs from 'node:fs';
import path from 'node:path';
import * as browserRouter from './browser-router';

const root = path.resolve(__dirname, '../../../..');

/** Source files that end up in a browser bundle: apps and shared libraries, without tests, fixtures and server code. */
function browserSources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'server', 'e2e', 'api'].includes(entry.name)) browserSources(file, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$|test-fixtures|\.d\.ts$/.test(entry.name)) {
      out.push(file);
    }
  }
  return out;
}

/** Value (not type) names imported from 'react-router' in one source file. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared slice of react-router', () => {
  const files = [...browserSources(path.join(root, 'apps')), ...browserSources(path.join(root, 'libs/shared'))];

  it('finds the browser sources it guards', () => {
    expect(files.some((f) => f.endsWith(path.join('apps', 'shell', 'src', 'bootstrap.tsx')))).toBe(true);
  });

  it('exports every name browser code imports from react-router', () => {
    const missing = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router'/.test(source)) return [`${path.relative(root, file)}: namespace import`];
      return routerImports(source)
        .filter((name) => !(name in browserRouter))
        .map((name) => `${path.relative(root, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
