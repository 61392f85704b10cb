import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import type { RemotePages } from '@bike/shared/remote-kit';
import type { RemoteManifestEntry } from '../src/app/boot-data';

/**
 * The remotes manifest (remotes.json), read at run time on every request (cached by mtime).
 * Each remote has a public path for its browser build, a folder it is served from, and its
 * server build. Redeploying a remote = new files + a new manifest entry; the shell is untouched.
 *
 *   { "remotes": { "shop": { "publicPath": "/remotes/shop/", "dir": "dist/remotes/shop",
 *                            "server": "dist/server/remotes/shop/pages.js" } } }
 */
export interface ManifestRemote {
  publicPath: string;
  dir: string;
  server: string;
}

export interface RemotesManifest {
  remotes: Record<string, ManifestRemote>;
}

export interface BrowserRemote extends RemoteManifestEntry {
  /** Version of the remote entry (content hash), appended to its address for cache busting. */
  version: string;
}

export class RemoteRegistry {
  private manifestCache: { mtimeMs: number; manifest: RemotesManifest } | null = null;
  private serverModules = new Map<string, { mtimeMs: number; module: RemotePages }>();
  private browserCache: { manifest: RemotesManifest; remotes: Record<string, BrowserRemote> } | null = null;
  private readonly nodeRequire: NodeJS.Require;

  constructor(
    private readonly root: string,
    private readonly manifestPath: string,
    private readonly sharedModules: Record<string, unknown>,
  ) {
    this.nodeRequire = createRequire(path.join(root, 'package.json'));
  }

  manifest(): RemotesManifest {
    const file = path.resolve(this.root, this.manifestPath);
    const { mtimeMs } = fs.statSync(file);
    if (this.manifestCache?.mtimeMs !== mtimeMs) {
      this.manifestCache = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
    }
    return this.manifestCache.manifest;
  }

  /**
   * Addresses the browser needs: remoteEntry with its version, and the remote's stylesheets.
   * Built once per manifest version: a deploy always rewrites the manifest (its mtime changes),
   * so the build-info files are not read again on every page.
   */
  browserRemotes(): Record<string, BrowserRemote> {
    const manifest = this.manifest();
    if (this.browserCache?.manifest === manifest) return this.browserCache.remotes;
    const out: Record<string, BrowserRemote> = {};
    for (const [name, remote] of Object.entries(manifest.remotes)) {
      const info = this.readBuildInfo(remote);
      const version = info?.hash ?? 'missing';
      const css = (info?.entries?.['styles'] ?? []).filter((f: string) => f.endsWith('.css')).map((f: string) => remote.publicPath + f);
      out[name] = { entry: `${remote.publicPath}remoteEntry.js?v=${version}`, css, version };
    }
    this.browserCache = { manifest, remotes: out };
    return out;
  }

  private readBuildInfo(remote: ManifestRemote): { hash?: string; entries?: Record<string, string[]> } | null {
    try {
      return JSON.parse(fs.readFileSync(path.resolve(this.root, remote.dir, 'build-info.json'), 'utf8'));
    } catch {
      return null;
    }
  }

  /** Folder that serves a request path under a remote's public path, if any. */
  staticDirFor(urlPath: string): { dir: string; file: string } | null {
    for (const remote of Object.values(this.manifest().remotes)) {
      if (urlPath.startsWith(remote.publicPath)) {
        return { dir: path.resolve(this.root, remote.dir), file: urlPath.slice(remote.publicPath.length) };
      }
    }
    return null;
  }

  /**
   * Loads a remote's server build: its `./pages` module (page registry and texts, RemotePages).
   * Shared libraries (React, router, store, the shell's context) are handed over from the
   * shell's own instances: the server-side twin of the browser's shared-module registry.
   */
  async loadServerPages(name: string): Promise<RemotePages> {
    const remote = this.manifest().remotes[name];
    if (!remote) throw new Error(`Remote ${name} is not in the manifest`);
    const file = path.resolve(this.root, remote.server);
    const { mtimeMs } = fs.statSync(file);
    const cached = this.serverModules.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.module;
    const code = fs.readFileSync(file, 'utf8');
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file });
    const module = { exports: {} as Partial<RemotePages> };
    const shareRequire = (id: string) => (id in this.sharedModules ? this.sharedModules[id] : this.nodeRequire(id));
    wrapper(module.exports, shareRequire, module, file, path.dirname(file));
    const { pages, messages } = module.exports;
    if (!pages || !messages) throw new Error(`Remote ${name} has no pages or messages export`);
    const loaded: RemotePages = { pages, messages };
    this.serverModules.set(file, { mtimeMs, module: loaded });
    return loaded;
  }
}
