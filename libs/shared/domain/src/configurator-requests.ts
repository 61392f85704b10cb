/** The configurator's request bodies, validated by the API (valibot, kept out of the pages' bundles). */
import * as v from 'valibot';
import { CHOICE_KEYS, CHOICE_VALUE, type ChoiceKey } from './configurator';

const choiceField = v.pipe(v.string(), v.regex(CHOICE_VALUE, 'Invalid choice'));

/** POST /b2c/v1/concepts: a model and every choice; the API checks each against the model. */
export const saveConceptSchema = v.strictObject({
  model: v.pipe(v.string(), v.regex(CHOICE_VALUE, 'Invalid model')),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2,3}$/, 'Invalid locale'))),
  choices: v.strictObject(Object.fromEntries(CHOICE_KEYS.map((k) => [k, choiceField])) as Record<ChoiceKey, typeof choiceField>),
  favorite: v.optional(v.boolean()),
});
export type SaveConceptInput = v.InferOutput<typeof saveConceptSchema>;
