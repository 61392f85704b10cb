import type { RouteOptions } from 'fastify';
import { changesState } from '@bike/server/core';

/** What /docs lists for each route: kept as routes register (Fastify's onRoute hook). */
export interface RegisteredRoute {
  method: string;
  path: string;
  summary?: string;
  tags: string[];
  /** A GET that changes state (CHANGES_STATE): refused when reached from another site. */
  changesState?: true;
}

export class RouteRegistry {
  readonly routes: RegisteredRoute[] = [];

  add(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { summary?: string; tags?: string[]; hide?: boolean };
    const config = (route.config ?? {}) as { summary?: string; tags?: string[] };
    if (schema.hide) return;
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET; the document lists the GET only.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      this.routes.push({
        method,
        path: route.url,
        summary: schema.summary ?? config.summary,
        tags: schema.tags ?? config.tags ?? [tagFromPath(route.url)],
        ...(changesState(route.config) ? { changesState: true as const } : {}),
      });
    }
  }
}

function tagFromPath(url: string): string {
  const parts = url.split('/').filter(Boolean);
  const known = parts.find((p, i) => i > 0 && !/^v1$/i.test(p) && !p.startsWith(':'));
  return known ?? parts[0] ?? 'root';
}

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['status', 'code', 'name', 'message'],
      properties: {
        status: { type: 'integer' },
        code: { type: 'string', description: 'A code of spec point 8, e.g. BIKE_NOT_FOUND' },
        name: { type: 'string' },
        message: { type: 'string' },
        issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
};

/** OpenAPI 3.0 document of the registered routes (`:param` → `{param}`). */
export function openApiDocument(registry: RouteRegistry, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...registry.routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const r of sorted) {
    const params = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary ?? `${r.method} ${path}`,
      tags: r.tags,
      // A GET that changes state: refused when another site links to it (cross-site-writes.ts).
      ...(r.changesState ? { 'x-changes-state': true } : {}),
      parameters: [
        ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        { name: 'x-brand', in: 'header', required: false, schema: { type: 'string', enum: ['ardenne', 'brabo', 'kempen', 'merel'] } },
        { name: 'x-tracking-token', in: 'header', required: false, schema: { type: 'string', maxLength: 256 } },
      ],
      responses: {
        '200': { description: 'Success: `{ "result": ... }`' },
        '4XX': { description: 'Client error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        '500': { description: 'INTERNAL_SERVER_ERROR', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { ...info, description: 'REST calls of spec point 7. Every error has the single shape of components.schemas.Error.' },
    paths,
    components: { schemas: { Error: errorSchema } },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain HTML list of the routes, for people (no extra packages). */
export function docsPage(registry: RouteRegistry): string {
  const rows = [...registry.routes]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((r) => `<tr><td><code>${escapeHtml(r.method)}</code></td><td><code>${escapeHtml(r.path)}</code></td><td>${escapeHtml(r.summary ?? '')}</td><td>${escapeHtml(r.tags.join(', '))}</td></tr>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API routes</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem .8rem;text-align:left;vertical-align:top}</style>
</head><body><h1>API routes</h1><p>OpenAPI document: <a href="/docs">/docs</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Tags</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
