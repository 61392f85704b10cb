import { sql } from 'drizzle-orm';
import { badRequest, rowsOf, type ApiError, type Db } from '@bike/server/core';
import type { StoredDiscount } from './discount-lookup';

/**
 * Employee codes (EMP-..., `employee` in the discounts table) are for the brand's staff only: an
 * activated account whose e-mail address is on the discount's allowed list, or whose address is
 * at one of its allowed domains. Everyone else, signed in or not, is answered as if the code were
 * bad (spec point 8: 400 BAD_EMPLOYEE_DISCOUNT), at the lookup and when a cart or order is priced.
 * An employee code with neither list set is usable by nobody.
 */
export type EmployeeAccess = Pick<StoredDiscount, 'employee' | 'allowedEmails' | 'allowedDomains'>;

export function isAllowedEmployee(discount: EmployeeAccess, email: string | null | undefined): boolean {
  if (!discount.employee) return true;
  if (!email) return false;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return false;
  const domain = address.slice(at + 1);
  return (
    discount.allowedEmails.some((allowed) => allowed.trim().toLowerCase() === address) ||
    discount.allowedDomains.some((allowed) => allowed.trim().toLowerCase().replace(/^@/, '') === domain)
  );
}

/** The e-mail address of an activated account, or null (no account, not activated, unknown id). */
export async function activatedAccountEmail(db: Db, userId: string | null | undefined): Promise<string | null> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const rows = rowsOf<{ email: string }>(await db.execute(sql`select email from users where id = ${userId}::uuid and active`));
  return rows[0]?.email ?? null;
}

export const badEmployeeDiscount = (): ApiError => badRequest('BAD_EMPLOYEE_DISCOUNT', 'This employee discount code is not valid');

/**
 * For order pricing: may the account (by id) use this discount? Non-employee codes always may;
 * an employee code needs an activated account on its allowed list or domain.
 */
export async function mayUseDiscount(db: Db, discount: EmployeeAccess, userId: string | null | undefined): Promise<boolean> {
  if (!discount.employee) return true;
  return isAllowedEmployee(discount, await activatedAccountEmail(db, userId));
}
