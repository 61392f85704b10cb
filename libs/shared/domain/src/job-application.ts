/**
 * Applying for a job (issue 16 item 10): a signed-in visitor sends a CV (an upload of the `cv`
 * purpose, PDF) and a few words on why; the jobs mailbox gets it. The same schema checks the
 * form in the browser and the API.
 */
import * as v from 'valibot';
import { accountMessages, phoneField, strictBody } from './account';
import { hasControlCharacters, normaliseCaption } from './fanzone';

export const MOTIVATION_MIN = 20;
export const MOTIVATION_MAX = 3000;
/** Applications per account per day: enough for every open job, not for a script. */
export const APPLICATIONS_PER_DAY = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A letter as typed: line breaks are kept (a letter has paragraphs), runs of spaces fold, more
 * than one empty line becomes one, the ends are trimmed. Also the contact and fitting messages.
 */
export const normaliseLetter = (raw: string): string =>
  raw.normalize('NFC').replace(/\r\n?/g, '\n').split('\n').map(normaliseCaption).join('\n').replace(/\n{3,}/g, '\n\n').trim();

/** POST /b2c/v1/jobs/applications */
export const jobApplicationSchema = strictBody({
  vacancyId: v.pipe(v.string(accountMessages.required('Vacancy')), v.regex(/^\d{1,9}$/, accountMessages.invalid('Vacancy')), v.transform(Number)),
  cv: v.pipe(v.string(accountMessages.required('CV')), v.nonEmpty(accountMessages.required('CV')), v.regex(UUID, accountMessages.invalid('CV'))),
  motivation: v.pipe(
    v.string(accountMessages.required('Motivation')),
    v.transform(normaliseLetter),
    v.nonEmpty(accountMessages.required('Motivation')),
    v.minLength(MOTIVATION_MIN, accountMessages.minLength('Motivation', MOTIVATION_MIN)),
    v.maxLength(MOTIVATION_MAX, accountMessages.maxLength('Motivation', MOTIVATION_MAX)),
    // Line breaks are a letter's; other control characters are not (tabs were folded into spaces).
    v.check((value) => !hasControlCharacters(value, { lineBreaks: true }), accountMessages.invalid('Motivation')),
  ),
  phone: phoneField,
});
export type JobApplicationInput = v.InferOutput<typeof jobApplicationSchema>;
