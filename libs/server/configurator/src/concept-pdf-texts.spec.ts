// The spec sheet names the steps as the configurator pages do, in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@bike/shared/i18n/locales';
import { PDF_TEXTS } from './concept-pdf-texts';

/** A text of the configurator remote's catalogue, read from its source (a server library does not import an app). */
function remoteText(language: string, key: string): string | undefined {
  const file = readFileSync(path.resolve(__dirname, `../../../../apps/configurator/src/messages/${language}.ts`), 'utf8');
  const match = new RegExp(`'${key.replace(/\./g, '\\.')}': (['"])(.*?)\\1,`).exec(file);
  return match?.[2]?.replace(/\\'/g, "'");
}

describe('concept sheet texts', () => {
  it.each(LANGUAGES)('use the configurator pages’ step names in %s', (language) => {
    for (const [step, label] of Object.entries(PDF_TEXTS[language].steps)) expect([step, label]).toEqual([step, remoteText(language, `configurator.step.${step}`)]);
    expect(PDF_TEXTS[language].total).toBe(remoteText(language, 'configurator.total'));
    // The voucher line says what the configurator's price summary says (issue 32).
    expect(PDF_TEXTS[language].voucher('{code}', '{amount}')).toBe(remoteText(language, 'configurator.voucher'));
  });
});
