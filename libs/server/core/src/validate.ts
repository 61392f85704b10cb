import * as v from 'valibot';
import { badRequest } from './errors';

/**
 * Validates untrusted input with a shared valibot schema from @bike/shared/domain.
 * Failure is a 400 VALIDATION_ERROR listing each issue, never a 500.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => String(p.key)).join('.') || '(root)',
    message: issue.message,
  }));
  throw badRequest('VALIDATION_ERROR', issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
}
