/** Test harness (not exported from index.ts): the uploads harness with the fan-zone routes, and an admin. */
import { sql } from 'drizzle-orm';
import { createUploadsTestApp, json, signUp, upload, type UploadsTestApp } from '@bike/server/uploads/testing';
import { registerFanzoneRoutes } from './index';

export type FanzoneTestApp = UploadsTestApp;
export { json, signUp, upload };

export const createFanzoneTestApp = () => createUploadsTestApp(registerFanzoneRoutes);

/** A signed-up user made admin in the database (the only place a role is read from). */
export async function signUpAdmin(t: FanzoneTestApp): Promise<{ id: string; email: string; token: string }> {
  const admin = await signUp(t.app, 'Moderator');
  await t.ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
  return admin;
}
