/**
 * The site server: one origin on port 4200 serving the API, the content GraphQL service, the
 * shell's assets, each remote's assets (located through the run-time manifest) and the
 * server-rendered pages.
 */
// First: React's production builds before anything else requires React.
import './production-react';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import * as apiClient from '@bike/shared/api-client';
import * as i18n from '@bike/shared/i18n';
import * as remoteKit from '@bike/shared/remote-kit';
import * as store from '@bike/shared/store';
import { badRequest, INVALID_INPUT, isDatabaseEmpty, pagePathProblem, readServerConfig, registerSecurityHeaders, withSafeSerializers } from '@bike/server/core';
import { robotsTxt } from '@bike/server/catalogue';
import { apiNotFoundHandler, createServerContext, isApiPath, registerApi } from '@bike/server/app';
import { prepareAccounts, refuseUnsafeAccountSettings } from '@bike/server/accounts';
import { runAdminCommand } from '@bike/server/app';
import { registerCompression } from './compress';
import { registerConsentForm } from './consent-form';
import { PageCache, pageCacheOptions, remotesVersion } from './page-cache';
import { injectTransport, PublicReadCache, publicReadCacheOptions } from './public-reads';
import { RemoteRegistry } from './remote-manifest';
import { renderPage } from './render-page';
import { cssInlineBytes, InlineStylesheets } from './inline-styles';
import { registerSourceMapGate } from './source-maps';
import { pageFrameworkErrors, registerErrorPages, sendErrorPage, wantsErrorPage } from './error-page';
import { EmptyShopWatch, sendShopNotOpen } from './empty-shop';

const root = process.env['SHOP_ROOT'] || process.cwd();
const EMPTY_DATABASE_HINT = 'The database holds no shop yet: `npm run seed` (or `node dist/seed/main.js`) writes the demo shop.';

function shellAssets() {
  const info = JSON.parse(fs.readFileSync(path.join(root, 'dist/shell/browser/build-info.json'), 'utf8'));
  const files: string[] = info.entries.main ?? [];
  // The stylesheets are an entry of their own (tools/scripts/rspack-app.cjs); its script is empty.
  const styles: string[] = info.entries.styles ?? [];
  return {
    scripts: files.filter((f) => f.endsWith('.js')).map((f) => `/assets/shell/${f}`),
    stylesheets: styles.filter((f) => f.endsWith('.css')).map((f) => `/assets/shell/${f}`),
  };
}

export async function startSite() {
  const config = readServerConfig();
  const port = Number(process.env['PORT'] || 4200);
  const host = process.env['HOST'] || '127.0.0.1';
  // Before the database opens: a production start with a demo password stops here.
  refuseUnsafeAccountSettings(config);
  const ctx = await createServerContext(config);
  // The server never seeds (the seed is a command of its own, which `npm start` runs first): on an
  // empty database its pages say "not open yet" (empty-shop.ts), and the log says how to fill it.
  const emptyShop = new EmptyShopWatch(() => isDatabaseEmpty(ctx.db));
  if (await emptyShop.isEmpty()) console.log(EMPTY_DATABASE_HINT);
  // No known demo password in production; the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (operator-accounts.ts).
  await prepareAccounts(ctx.db, config, (line) => console.log(line));
  const app = Fastify({
    logger: withSafeSerializers({ level: process.env['LOG_LEVEL'] || 'warn' }),
    bodyLimit: 1024 * 1024,
    // A hop count or proxy addresses (TRUST_PROXY), never "every hop": see trust-proxy.ts.
    trustProxy: config.trustProxy,
    // Malformed URLs and bodies get the API's JSON 400 shape, never a 500; a browser asking for
    // a page gets the same status as a page in its language (error-page.ts).
    frameworkErrors: pageFrameworkErrors((host) => brandForHost(host)),
  });
  registerCompression(app);
  // Security headers on every answer (pages, assets and API alike); pages get a CSP nonce.
  registerSecurityHeaders(app, config);
  registerSourceMapGate(app, config.sourceMaps);
  const brandHosts = new Map(
    (process.env['BRAND_HOSTS'] || '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]),
  );
  const brandForHost = (host: string) => brandHosts.get(host.split(':')[0]) ?? config.defaultBrand;
  // Crawlers send no brand header: a sitemap asked on a brand's host lists that brand's pages.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/sitemap') && !request.headers['x-brand']) request.headers['x-brand'] = brandForHost(request.hostname);
  });
  await registerApi(app, ctx, { notFound: false });

  // The shell's own instances of the federation-shared workspace libraries
  // (tools/scripts/federation.cjs lists them; imports must be static for the bundler).
  const remotes = new RemoteRegistry(root, process.env['REMOTES_MANIFEST'] || 'dist/remotes.json', {
    '@bike/shared/api-client': apiClient,
    '@bike/shared/i18n': i18n,
    '@bike/shared/remote-kit': remoteKit,
    '@bike/shared/store': store,
  });
  const assets = shellAssets();
  const trackingHosts = (process.env['TRACKING_HOSTS'] || '').split(',').filter(Boolean);

  await app.register(fastifyStatic, { root: path.join(root, 'dist/shell/browser'), prefix: '/assets/shell/', maxAge: '1y', immutable: true, index: false, preCompressed: true });

  // Remote assets: whatever folder the manifest names for a public path. remoteEntry.js is
  // requested with ?v=<hash>, so it can be cached too; a redeploy changes the hash.
  app.get('/remotes/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    const target = remotes.staticDirFor(urlPath);
    if (!target || target.file.includes('..')) return reply.code(404).send({ error: { status: 404, code: 'NOT_FOUND', name: 'notFound', message: 'Not found' } });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(target.file, target.dir);
  });

  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  // The consent banner works before the page's scripts run: it is a form posted here.
  await registerConsentForm(app, config);

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(config.publicOrigin)));
  // A page carries its small stylesheets inside its HTML: the shell's from its build folder, a remote's from the manifest's.
  const inlineSheets = new InlineStylesheets((href) => {
    if (href.startsWith('/assets/shell/')) return path.join(root, 'dist/shell/browser', path.basename(href));
    const target = remotes.staticDirFor(href);
    return target && !target.file.includes('..') ? path.join(target.dir, target.file) : null;
  }, cssInlineBytes());
  const renderDeps = {
    api: injectTransport(app), remotes, brandForHost, origin: config.publicOrigin, shellAssets: assets, trackingHosts,
    pageStylesheets: (hrefs: string[]) => inlineSheets.forPage(hrefs),
  };
  // Anonymous visitors' pages are kept until the catalogue, stock, content or remotes change (page-cache.ts),
  // and so are the API answers such pages are made of, shared between pages (public-reads.ts).
  const pageCache = new PageCache(ctx.db, pageCacheOptions());
  const publicReads = new PublicReadCache(ctx.db, publicReadCacheOptions()).through(renderDeps.api);
  // A failure outside the API's own scope (a page's render, a static file): the API's JSON shape
  // for programs, an error page in the visitor's language for a browser.
  registerErrorPages(app, brandForHost);
  app.setNotFoundHandler(async (request, reply) => {
    // An address no page can have (a line break, a tab, a lone surrogate, a leading '//' that
    // would name another host) is a 400, never a render or a URL that fails.
    const problem = request.url.startsWith('//') ? 'the address starts with //' : pagePathProblem(request.url.split('?')[0]!);
    if (problem && wantsErrorPage(request)) return sendErrorPage(request, reply, 400, brandForHost(request.headers.host ?? ''));
    if (problem) return reply.code(400).header('cache-control', 'no-store').send(badRequest(INVALID_INPUT, `Invalid address: ${problem}`).toBody());
    const url = new URL(request.url, config.publicOrigin);
    // Unknown API paths and non-GET requests get the API's JSON 404; everything else is a page.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url.pathname)) return apiNotFoundHandler(request, reply);
    const host = request.headers.host ?? '';
    if (await emptyShop.isEmpty()) return sendShopNotOpen(request, reply, brandForHost(host));
    const page = { method: request.method, url, brand: brandForHost(host), cookie: request.headers.cookie, authorization: request.headers.authorization, nonce: request.cspNonce };
    const result = await pageCache.render(page, remotesVersion(remotes.manifest(), remotes.browserRemotes()), (nonce, shared) =>
      renderPage(url, host, request.headers.cookie, renderDeps, nonce, shared ? publicReads : renderDeps.api),
    );
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    return reply.code(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(result.html);
  });

  await app.listen({ port, host });
  console.log(`Shop ready at http://localhost:${port} (brand ${config.defaultBrand}, database ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  const close = async () => {
    await app.close();
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

// `node dist/shell/server/main.js create-admin --email=…`: the operator's first admin (admin-command.ts).
const start = process.argv[2] === 'create-admin' ? () => runAdminCommand(process.argv.slice(3)) : startSite;
start().catch((error) => {
  console.error(error instanceof Error && error.name === 'UnsafeAccountsError' ? error.message : error);
  process.exit(1);
});
