/** @jest-environment node */
import Fastify from 'fastify';
import { EmptyShopWatch, sendShopNotOpen } from './empty-shop';

describe('EmptyShopWatch', () => {
  it('asks again while the shop is empty, at most every recheck interval, and never once it is there', async () => {
    let clock = 0;
    const answers = [true, true, false];
    const ask = jest.fn(async () => answers.shift() ?? false);
    const watch = new EmptyShopWatch(ask, 5_000, () => clock);
    expect(await watch.isEmpty()).toBe(true);
    clock = 4_999;
    expect(await watch.isEmpty()).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    clock = 5_000;
    expect(await watch.isEmpty()).toBe(true);
    clock = 10_000;
    expect(await watch.isEmpty()).toBe(false);
    clock = 99_000;
    expect(await watch.isEmpty()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('asks once for many pages at the same moment, and a database that cannot answer is not "empty"', async () => {
    let resolve!: (empty: boolean) => void;
    const ask = jest.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const watch = new EmptyShopWatch(ask);
    const both = Promise.all([watch.isEmpty(), watch.isEmpty()]);
    resolve(true);
    expect(await both).toEqual([true, true]);
    expect(ask).toHaveBeenCalledTimes(1);
    const failing = new EmptyShopWatch(async () => Promise.reject(new Error('connection refused')));
    expect(await failing.isEmpty()).toBe(false);
  });
});

describe('sendShopNotOpen', () => {
  const app = Fastify();
  app.get('/*', async (request, reply) => sendShopNotOpen(request, reply, 'merel'));

  it('gives a browser a 503 page in the language of the address, with Retry-After', async () => {
    const page = await app.inject({ url: '/nl_BE/bikes', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['content-language']).toBe('nl-BE');
    expect(page.body).toContain('De winkel is nog niet open');
    expect(page.body).toContain('Merel');
    expect(page.body).toContain('Foutcode 503');
  });

  it('gives a browser without a locale prefix its Accept-Language, and a program the JSON shape', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-language': 'de-CH,de;q=0.9' } });
    expect(page.body).toContain('Der Shop ist noch nicht geöffnet');
    const program = await app.inject({ url: '/en_INT/bikes', headers: { accept: 'application/json' } });
    expect(program.statusCode).toBe(503);
    expect(program.json()).toEqual({ error: expect.objectContaining({ status: 503, code: 'SHOP_NOT_OPEN' }) });
  });
});
