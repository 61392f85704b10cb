import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The rules every catalogue is held to, for the tests of any catalogue (the remotes' in
 * messages.spec.ts, the server's mail catalogues in @bike/server/mail): what arguments a message
 * takes, and sample values to format it with. Test helpers only: they bring the ICU parser.
 */

/** Every argument a message takes, with its kind: 'count:plural', 'field:argument', 'link:tag'. */
export function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${el.value}:${TYPE[el.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${el.value}:${TYPE[el.type]}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${el.value}:tag`);
          walk(el.children);
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Sample values for every argument, so each message can be formatted for real. */
export function sampleValues(message: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const entry of signature(message)) {
    const [name, kind] = entry.split(':');
    values[name] = kind === 'tag' ? (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>` : kind === 'plural' ? 2 : 'X';
  }
  return values;
}

/** Every plural of a message has an "other" branch (at the top level, as react-intl needs). */
export const pluralsHaveOther = (message: string): boolean =>
  parse(message).every((el) => el.type !== TYPE.plural || 'other' in el.options);
