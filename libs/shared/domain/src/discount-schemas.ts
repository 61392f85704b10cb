import * as v from 'valibot';

/*
 * The discount calls' request schemas, apart from the discount rules (discount.ts): the shell's
 * cart totals use those rules on every page, and a module's schemas are built when it is
 * evaluated, so keeping them there put valibot in every page's first load (issue 9).
 */

export const discountCodeSchema = v.pipe(
  v.string('code must be a text'),
  v.trim(),
  v.minLength(1, 'code is required'),
  v.maxLength(40, 'code is too long'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'code is invalid'),
  v.toUpperCase(),
);

export const discountQuerySchema = v.object({
  site: v.optional(v.pipe(v.string('site must be a text'), v.maxLength(32, 'site is too long'))),
  locale: v.optional(v.pipe(v.string('locale must be a text'), v.maxLength(8, 'locale is too long'), v.regex(/^[a-z]{2}_[A-Z]{2,3}$/, 'locale is invalid (expected e.g. nl_BE)'))),
});
