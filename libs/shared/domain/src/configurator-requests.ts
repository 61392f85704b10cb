/** The configurator's request bodies, validated by the API (valibot, kept out of the pages' bundles). */
import * as v from 'valibot';
import { emailField, localeField, NAME_MAX_LENGTH, requiredText, strictBody } from './account';
import { CHOICE_KEYS, CHOICE_VALUE, type ChoiceKey } from './configurator';
import { CAPTCHA_RESPONSE_MAX_LENGTH } from './dealer-request';

const choiceField = v.pipe(v.string(), v.regex(CHOICE_VALUE, 'Invalid choice'));

/** POST /b2c/v1/concepts: a model and every choice; the API checks each against the model. */
export const saveConceptSchema = v.strictObject({
  model: v.pipe(v.string(), v.regex(CHOICE_VALUE, 'Invalid model')),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2,3}$/, 'Invalid locale'))),
  choices: v.strictObject(Object.fromEntries(CHOICE_KEYS.map((k) => [k, choiceField])) as Record<ChoiceKey, typeof choiceField>),
  favorite: v.optional(v.boolean()),
});
export type SaveConceptInput = v.InferOutput<typeof saveConceptSchema>;

/** The longest question a rider sends the chat helper. */
export const HELP_MESSAGE_MAX_LENGTH = 2000;

/**
 * POST /b2c/v1/configurator/help: the chat helper's message form (its embedded default), with the
 * build the rider is looking at so support sees the same bike; a solved captcha.
 */
export const configuratorHelpSchema = strictBody({
  name: requiredText('Name', NAME_MAX_LENGTH),
  email: emailField,
  message: requiredText('Message', HELP_MESSAGE_MAX_LENGTH),
  model: v.pipe(v.string('model is invalid'), v.regex(CHOICE_VALUE, 'model is invalid')),
  choices: v.optional(v.strictObject(Object.fromEntries(CHOICE_KEYS.map((k) => [k, v.optional(choiceField)])) as Record<ChoiceKey, v.OptionalSchema<typeof choiceField, undefined>>)),
  captcha: v.pipe(v.string('Captcha is required'), v.nonEmpty('Captcha is required'), v.maxLength(CAPTCHA_RESPONSE_MAX_LENGTH, 'Captcha is invalid')),
  locale: v.optional(localeField),
});
export type ConfiguratorHelpInput = v.InferOutput<typeof configuratorHelpSchema>;
