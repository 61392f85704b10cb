/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { registerCompression } from './compress';

async function app() {
  const server = Fastify();
  registerCompression(server);
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Bike number ${i}` })) };
  server.get('/big', async () => big);
  server.get('/small', async () => ({ ok: true }));
  server.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(`<!doctype html><h1>Fahrräder ab 1.999 €</h1>${'<p>ride</p>'.repeat(500)}`));
  server.get('/encoded', async (_request, reply) => reply.header('content-encoding', 'gzip').type('application/json').send(zlib.gzipSync(JSON.stringify(big))));
  await server.ready();
  return { server, big };
}

describe('registerCompression', () => {
  it('sends JSON and pages as brotli or gzip when the browser accepts it', async () => {
    const { server, big } = await app();
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await server.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<p>ride</p>');
    expect(gz.rawPayload.length).toBeLessThan(500);
  });

  it('leaves small answers, answers already encoded and browsers without encodings alone', async () => {
    const { server, big } = await app();
    expect((await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toEqual(big);
    // A page sent as it is: its characters encoded once, with a length that matches the bytes.
    const page = await server.inject({ url: '/page' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    expect(page.payload).toContain('Fahrräder ab 1.999 €');
    const encoded = await server.inject({ url: '/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(encoded.rawPayload).toString()).items).toHaveLength(200);
  });
});
