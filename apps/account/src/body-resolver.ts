import type { FieldValues, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/**
 * A form resolver that checks the API's own schema on the body the form will send, when the
 * form's values are shaped for people (whole uploads with previews, empty addresses) rather
 * than for the request. Errors come back on the form's field names, which match the body's.
 */
export function bodyResolver<T extends FieldValues, TBody>(schema: v.GenericSchema, toBody: (values: T) => TBody): Resolver<T> {
  const check = valibotResolver(schema as v.GenericSchema<FieldValues>) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
  };
}
