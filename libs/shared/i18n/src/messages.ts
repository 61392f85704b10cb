/**
 * Message catalogues. The shared catalogue (./messages: the shell's texts, those of shared
 * libraries and of more than one remote) has English bundled and the other languages as separate
 * chunks loaded on demand through dynamic import() (spec point 7: "Language files ... are loaded
 * on demand. English texts are bundled."). Each remote ships its own catalogue the same way
 * (apps/<remote>/src/messages, loaded by the shell with the remote's pages; see catalogueLoader).
 *
 * The sources are ICU strings. Builds precompile every catalogue module to ICU AST
 * (tools/scripts/precompile-messages.cjs), so the browser carries no ICU parser; jest imports the
 * sources as they are. Code that reads messages at run time therefore takes either form
 * (CatalogueMessage) and never assumes a string.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en, type MessageKey, type Messages } from './messages/en';
import type { Language } from './locales';

export { en, type MessageKey, type Messages };

/** One message as it arrives at run time: an ICU string (tests, sources) or its ICU AST (builds). */
export type CatalogueMessage = string | MessageFormatElement[];
/** A catalogue as it arrives at run time, keyed by message id. */
export type Catalogue = Record<string, CatalogueMessage>;

/**
 * The placeholder for the brand's display name in English texts. A word no sentence uses,
 * with no ICU syntax in it, so it survives any message (as literal text of its AST too) and is
 * replaced before formatting.
 */
export const BRAND_TOKEN = '%BRAND%';

/** The token replaced in every literal of a message's AST: plural/select branches and tag contents included. */
function brandElements(elements: MessageFormatElement[], brandDisplayName: string): MessageFormatElement[] {
  let changed = false;
  const out = elements.map((el): MessageFormatElement => {
    let next: MessageFormatElement = el;
    if (el.type === TYPE.literal && el.value.includes(BRAND_TOKEN)) {
      next = { ...el, value: el.value.split(BRAND_TOKEN).join(brandDisplayName) };
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([choice, option]) => [choice, { ...option, value: brandElements(option.value, brandDisplayName) }]),
      );
      if (Object.keys(options).some((choice) => options[choice].value !== el.options[choice].value)) next = { ...el, options };
    } else if (el.type === TYPE.tag) {
      const children = brandElements(el.children, brandDisplayName);
      if (children !== el.children) next = { ...el, children };
    }
    changed ||= next !== el;
    return next;
  });
  // An unchanged message keeps its identity, so react-intl's formatter cache still hits.
  return changed ? out : elements;
}

function brandMessage(message: CatalogueMessage, brandDisplayName: string): CatalogueMessage {
  if (typeof message === 'string') return message.includes(BRAND_TOKEN) ? message.split(BRAND_TOKEN).join(brandDisplayName) : message;
  return brandElements(message, brandDisplayName);
}

/**
 * The brand-name replacement of spec point 9: every `%BRAND%` in the English texts becomes the
 * brand's display name, in an ICU string or in the literal elements of a precompiled message.
 * Only English is rewritten; translations are written brand-neutral (a test holds them to that)
 * and take the name as the {brand} argument where they need it.
 * Returns a new object; the bundled catalogue is never mutated.
 */
export function applyBrandName<T extends Record<string, CatalogueMessage>>(messages: T, brandDisplayName: string): T {
  const out: Record<string, CatalogueMessage> = {};
  for (const [key, message] of Object.entries(messages)) out[key] = brandMessage(message, brandDisplayName);
  return out as T;
}

/**
 * A catalogue with the brand name in place, made once per catalogue and brand: the server serves
 * every brand from one process, and remote catalogues are branded when their page first loads.
 * Keyed by the catalogue object, so a redeployed remote (a new module) gets a new entry.
 */
const brandedCatalogues = new WeakMap<object, Map<string, Catalogue>>();
export function withBrandName(catalogue: Catalogue, brandDisplayName: string): Catalogue {
  let perBrand = brandedCatalogues.get(catalogue);
  if (!perBrand) brandedCatalogues.set(catalogue, (perBrand = new Map()));
  let branded = perBrand.get(brandDisplayName);
  if (!branded) perBrand.set(brandDisplayName, (branded = applyBrandName(catalogue, brandDisplayName)));
  return branded;
}

/**
 * A remote's texts over the shared ones, as a page of that remote sees them. Made once per pair
 * of catalogues, so the nested provider gets the same object on every render and request.
 */
const overlays = new WeakMap<object, WeakMap<object, Catalogue>>();
export function overlayMessages(shared: Catalogue, own: Catalogue | undefined): Catalogue {
  if (!own) return shared;
  let perShared = overlays.get(shared);
  if (!perShared) overlays.set(shared, (perShared = new WeakMap()));
  let merged = perShared.get(own);
  if (!merged) perShared.set(own, (merged = { ...shared, ...own }));
  return merged;
}

/**
 * The plain text of a message that takes no arguments (page titles and descriptions, read by the
 * shell and the server outside react-intl): the string itself, or its AST's literal text.
 */
export function messageText(message: CatalogueMessage | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  return message.map((el) => (el.type === TYPE.literal ? el.value : el.type === TYPE.pound ? '#' : `{${el.value}}`)).join('');
}

/**
 * A catalogue's loader by language, from one import() per language. The import() calls stay in
 * the catalogue's owner with literal paths, so bundlers split every language into its own chunk;
 * an unknown language gets English.
 */
export function catalogueLoader<C extends Record<string, string>>(
  languages: Record<Language, () => Promise<C>>,
): (language: Language | string) => Promise<C> {
  return (language) => (Object.prototype.hasOwnProperty.call(languages, language) ? languages[language as Language] : languages.en)();
}

/** The shared catalogue of a language; English is bundled (resolved without a request). */
export const loadMessages: (language: Language | string) => Promise<Messages> = catalogueLoader<Messages>({
  en: () => Promise.resolve(en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

/** The shared catalogue ready for the provider: loaded, and for English with the brand name in place. */
export async function loadBrandedMessages(language: Language | string, brandDisplayName: string): Promise<Messages> {
  const messages = await loadMessages(language);
  return messages === en ? applyBrandName(en, brandDisplayName) : messages;
}

/**
 * The message key for an API error code (spec point 8): 'codes.BIKE_NOT_FOUND', or the generic
 * "Something went wrong" for a code the catalogue does not know.
 */
export function messageKeyForErrorCode(code: string | null | undefined): MessageKey {
  const key = `codes.${code ?? ''}`;
  return (Object.prototype.hasOwnProperty.call(en, key) ? key : 'error.somethingWrong') as MessageKey;
}
