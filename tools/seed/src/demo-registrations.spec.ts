import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { DiskStore } from '@bike/server/uploads';
import { sql } from 'drizzle-orm';
import { seedDatabase } from './index';
import { seedDemoRegistrations } from './demo-registrations';

let ctx: TestContext;
let folder: string;
let store: DiskStore;

beforeAll(async () => {
  ctx = await createTestContext();
  folder = mkdtempSync(path.join(tmpdir(), 'seed-uploads-'));
  store = new DiskStore(folder);
  await seedDatabase(ctx.db, { scale: 'test', uploadStore: store });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('demo bike registrations', () => {
  it('gives the admin three registrations to review and one approved, each with a photo and a receipt the rider owns', async () => {
    const rows = rowsOf<{ status: string; brand: string; serial: string; photo_ids: string[]; proof_upload_id: string; user_id: string }>(
      await ctx.db.execute(sql`select status, brand, serial, photo_ids, proof_upload_id, user_id from bike_registrations order by created_at`),
    );
    expect(rows.map((r) => r.status)).toEqual(['submitted', 'submitted', 'submitted', 'approved']);
    // The second brand's serials: the e2e tests register the first brand's.
    expect(rows.every((r) => r.brand === 'brabo' && r.serial.startsWith('2'))).toBe(true);
    for (const r of rows) {
      const uploads = rowsOf<{ owner_id: string; visibility: string; purpose: string }>(
        await ctx.db.execute(sql`select owner_id, visibility, purpose from uploads where id in (${r.proof_upload_id}::uuid, ${r.photo_ids[0]!}::uuid) order by purpose`),
      );
      expect(uploads).toEqual([
        { owner_id: r.user_id, visibility: 'private', purpose: 'bike-registration' },
        { owner_id: r.user_id, visibility: 'private', purpose: 'proof-of-purchase' },
      ]);
    }
  });

  it('adds nothing to a database that has registrations', async () => {
    expect(await seedDemoRegistrations(ctx.db, store)).toBe(0);
  });
});
