import * as v from 'valibot';
import { loginSchema, type LoginInput } from '@bike/shared/domain/account';

export interface FieldProblem { field: string; message: string; type: string }

/**
 * The login form's check: the API's own schema (spec point 5 rules). Its own chunk, loaded on
 * the first submit: the login page's first load carries neither valibot nor a form library.
 */
export function checkLogin(values: { email: string; password: string }): { ok: true; value: LoginInput } | { ok: false; problems: FieldProblem[] } {
  const result = v.safeParse(loginSchema, values);
  if (result.success) return { ok: true, value: result.output };
  const problems: FieldProblem[] = [];
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? '');
    // The first problem of each field is the one to fix first.
    if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message, type: issue.type });
  }
  return { ok: false, problems };
}
