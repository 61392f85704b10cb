/**
 * Demo dealers that read like real shops: each sits in a real town of its country (a short walk
 * from the centre), with that country's way of writing an address, a phone number and the
 * opening hours bike shops keep there (gazetteer in @bike/shared/domain).
 */
// The services a dealer may offer are the domain's list (the API filters by them; the dealer page labels them).
import { DEALER_SERVICES, placesIn, styleFor, type Place } from '@bike/shared/domain';
import type { Random } from './prng';
import { DEALER_NAME_PARTS } from './vocabulary';

export interface DealerRowInput {
  id: number;
  country: string;
  type: 'dealer' | 'rental';
  brands: string[];
  /** Names given so far: a shopper cannot tell two shops of one name apart (issue 32). */
  takenNames?: Set<string>;
}

/** About 1.5 km: dealers of one town do not all stand on its market square. */
const JITTER_DEGREES = 0.014;

export const slugOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A phone number from a pattern such as "+32 11 ## ## ##" ('#' is a random digit). */
export const phoneFrom = (rnd: Random, pattern: string): string => pattern.replace(/#/g, () => String(rnd.int(0, 9)));

function servicesOf(rnd: Random, type: DealerRowInput['type']): string[] {
  if (type === 'rental') return ['rental', 'repair'];
  return ['repair', ...DEALER_SERVICES.filter((s) => s !== 'repair' && s !== 'rental' && rnd.chance(0.5))];
}

/**
 * The picked name, or when another dealer has it the next free one of the same parts, tried in a
 * fixed order (no further random draws, so every later dealer of the seed stays as it was), and
 * as a last resort the picked name with its street, as shops of one chain are told apart.
 */
export function uniqueDealerName(picked: { before: string; after: string }, town: string, street: string, taken: Set<string>): string {
  const { before, after } = DEALER_NAME_PARTS;
  const rotate = <T,>(list: readonly T[], first: T) => [...list.slice(list.indexOf(first)), ...list.slice(0, list.indexOf(first))];
  for (const b of rotate(before, picked.before)) {
    for (const a of rotate(after, picked.after)) {
      const name = `${b} ${town} ${a}`.trim();
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  }
  const name = `${`${picked.before} ${town} ${picked.after}`.trim()} ${street}`;
  taken.add(name);
  return name;
}

/** One dealers-table row (column names as in the database) for a dealer in a town of its country. */
export function dealerRow(rnd: Random, input: DealerRowInput): Record<string, unknown> {
  const { id, country, type } = input;
  const place: Place = rnd.pick(placesIn(country));
  // The town's own area code and, in bilingual countries, its region's street names.
  const style = styleFor(place);
  const town = place.name;
  const picked = { before: rnd.pick(DEALER_NAME_PARTS.before), after: rnd.pick(DEALER_NAME_PARTS.after) };
  const lat = place.lat + (rnd.float() - 0.5) * JITTER_DEGREES;
  const lng = place.lng + ((rnd.float() - 0.5) * JITTER_DEGREES) / Math.max(0.2, Math.cos((place.lat * Math.PI) / 180));
  const street = rnd.pick(style.streets);
  const name = uniqueDealerName(picked, `${town}${type === 'rental' ? ' Rentals' : ''}`, street, input.takenNames ?? new Set());
  return {
    id,
    cusid: `C${String(100000 + id)}`,
    extid: `${country}${String(id).padStart(5, '0')}`,
    name,
    type,
    country,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    street,
    number: String(rnd.int(1, 180)),
    postal_code: place.postalCode,
    city: town,
    phone: phoneFrom(rnd, rnd.pick(style.phonePatterns)),
    // Kept for the contact request's mail; the API never hands it to a browser.
    email: `shop${id}@dealers.example.com`,
    website: `https://dealer-${id}.example.com`,
    brands: input.brands,
    active: true,
    slug: `${slugOf(name)}-${id}`,
    opening_hours: rnd.pick(style.hours),
    services: servicesOf(rnd, type),
  };
}
