import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { startSession } from '@bike/server/accounts';
import { seedCatalogue } from '@bike/seed';
import { activatedAccountEmail, isAllowedEmployee } from './discount-employees';
import { registerCatalogueRoutes } from './index';

jest.setTimeout(60_000);

/** An account straight in the table (activated or not) and, when activated, its bearer token. */
async function account(ctx: TestContext, email: string, active = true): Promise<{ id: string; token: string }> {
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, active) values (${email}, 'not-a-hash', 'Test', 'Rider', ${active})
      returning id`),
  );
  const session = await startSession(ctx, { id: row!.id, role: 'consumer', email });
  return { id: row!.id, token: session.tokens.access };
}

describe('employee codes are bound to accounts', () => {
  it('allows only listed addresses and addresses at a listed domain', () => {
    const emp = { employee: true, allowedEmails: ['Boss@Example.org'], allowedDomains: ['staff.example.com'] };
    expect(isAllowedEmployee(emp, 'boss@example.org')).toBe(true);
    expect(isAllowedEmployee(emp, 'jan@STAFF.example.com')).toBe(true);
    expect(isAllowedEmployee(emp, 'jan@evil-staff.example.com')).toBe(false);
    expect(isAllowedEmployee(emp, 'jan@staff.example.com.evil.test')).toBe(false);
    expect(isAllowedEmployee(emp, 'staff.example.com')).toBe(false);
    expect(isAllowedEmployee(emp, null)).toBe(false);
    expect(isAllowedEmployee({ employee: true, allowedEmails: [], allowedDomains: [] }, 'anyone@staff.example.com')).toBe(false);
    expect(isAllowedEmployee({ employee: false, allowedEmails: [], allowedDomains: [] }, null)).toBe(true);
  });

  describe('GET /v1/discount/{code}', () => {
    let ctx: TestContext;
    let app: FastifyInstance;
    beforeAll(async () => {
      ctx = await createTestContext({ rateLimits: true });
      await seedCatalogue(ctx.db, 'test');
      app = await createApiInstance(ctx.config, { routes: (api) => registerCatalogueRoutes(api, ctx) });
    });
    afterAll(async () => {
      await app.close();
      await ctx.close();
    });

    const lookup = (code: string, token?: string, ip = '203.0.113.10') =>
      app.inject({ url: `/v1/discount/${code}?site=ardenne`, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('refuses an employee code to visitors and to accounts off its list, and never shows the list', async () => {
      const anonymous = await lookup('EMP-ARDENNE-2026', undefined, '203.0.113.1');
      expect(anonymous.statusCode).toBe(400);
      expect(anonymous.json()).toMatchObject({ error: { code: 'BAD_EMPLOYEE_DISCOUNT' } });

      const outsider = await account(ctx, 'someone@example.org');
      expect((await lookup('EMP-ARDENNE-2026', outsider.token, '203.0.113.1')).json()).toMatchObject({ error: { code: 'BAD_EMPLOYEE_DISCOUNT' } });

      const staff = await account(ctx, 'fien@staff.example.com');
      const allowed = await lookup('EMP-ARDENNE-2026', staff.token, '203.0.113.1');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().result).toMatchObject({ code: 'EMP-ARDENNE-2026', employee: true, usable: true });
      expect(allowed.body).not.toMatch(/staff\.example\.com|allowed/i);

      // The seeded list names the demo consumer for the every-brand code.
      const rider = await account(ctx, 'rider@example.com');
      expect((await lookup('EMP-ALL-2026', rider.token, '203.0.113.1')).statusCode).toBe(200);
      // Not on the list of the ardenne code, and an ordinary code needs no account.
      expect((await lookup('EMP-ARDENNE-2026', rider.token, '203.0.113.1')).statusCode).toBe(400);
      expect((await lookup('SPRING10', undefined, '203.0.113.1')).statusCode).toBe(200);
    });

    it('knows an account only once it is activated', async () => {
      const waiting = await account(ctx, 'new@staff.example.com', false);
      expect(await activatedAccountEmail(ctx.db, waiting.id)).toBeNull();
      expect((await lookup('EMP-ARDENNE-2026', waiting.token, '203.0.113.2')).statusCode).toBe(400);
      await ctx.db.execute(sql`update users set active = true where id = ${waiting.id}::uuid`);
      expect(await activatedAccountEmail(ctx.db, waiting.id)).toBe('new@staff.example.com');
      expect((await lookup('EMP-ARDENNE-2026', waiting.token, '203.0.113.2')).statusCode).toBe(200);
    });

    it('stops a guesser after 20 wrong codes per address, while found codes keep working elsewhere', async () => {
      const guesser = '198.51.100.20';
      for (let i = 0; i < 20; i++) expect((await lookup(`GUESS${i}`, undefined, guesser)).statusCode).toBe(404);
      const blocked = await lookup('GUESS20', undefined, guesser);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The block holds for found codes too: a guesser learns nothing more from this address.
      expect((await lookup('SPRING10', undefined, guesser)).statusCode).toBe(429);
      // Wrong employee codes count as wrong codes.
      const other = '198.51.100.21';
      for (let i = 0; i < 20; i++) expect((await lookup(`EMP-GUESS${i}`, undefined, other)).statusCode).toBe(400);
      expect((await lookup('EMP-GUESS20', undefined, other)).statusCode).toBe(429);
      // A shopper browsing (the browser looks the code up once per page) is not limited by it.
      const shopper = '198.51.100.22';
      for (let i = 0; i < 40; i++) expect((await lookup('SPRING10', undefined, shopper)).statusCode).toBe(200);
    });
  });
});
