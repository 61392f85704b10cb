import fs from 'node:fs';
import path from 'node:path';

/*
 * The browser builds see react-router and react-intl as slices (tools/scripts/federation.cjs,
 * packageSlices): the shell bundles, and shares with every remote, only the names a slice
 * re-exports. A name imported from the package but missing from its slice would be undefined in
 * the browser while every test (which uses the real package) passes, so this test reads every
 * browser source file for what it imports.
 */
const root = path.resolve(__dirname, '../..');
const { packageSlices } = jest.requireActual<{ packageSlices: Record<string, string> }>('./federation.cjs');

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

/** Value (not type) names imported from `pkg` in one source file. */
function valueImports(source: string, pkg: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g'))) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The shell's registry hands each slice to the remotes whole: its one namespace import is the point. */
const REGISTRY = path.join(root, 'apps', 'shell', 'src', 'app', 'shared-modules.ts');

describe.each(Object.entries(packageSlices))('the browser slice of %s', (pkg, sliceFile) => {
  const slice = jest.requireActual<Record<string, unknown>>(sliceFile);
  const files = [...browserSources(path.join(root, 'apps')), ...browserSources(path.join(root, 'libs/shared'))].filter((file) => file !== sliceFile && file !== REGISTRY);

  it('finds the browser sources it guards', () => {
    expect(files.some((f) => f.endsWith(path.join('apps', 'shell', 'src', 'bootstrap.tsx')))).toBe(true);
    expect(files.some((f) => valueImports(fs.readFileSync(f, 'utf8'), pkg).length > 0)).toBe(true);
  });

  it('exports every name browser code imports from the package', () => {
    const missing = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${pkg}'`).test(source)) return [`${path.relative(root, file)}: namespace import`];
      return valueImports(source, pkg)
        .filter((name) => !(name in slice))
        .map((name) => `${path.relative(root, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
