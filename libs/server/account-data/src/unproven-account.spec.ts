import { createTestContext, type TestContext } from '@bike/server/core';
import { columnsReferringToUsers, USER_COLUMNS } from './unproven-account';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('what a takeover of an unproven account does with each column that refers to a user', () => {
  it('names every such column of the migrated database, and no other', async () => {
    // A table added later with a user column fails here until USER_COLUMNS says what a takeover does with it.
    expect(Object.keys(USER_COLUMNS).sort()).toEqual(await columnsReferringToUsers(ctx.db));
  });
});
