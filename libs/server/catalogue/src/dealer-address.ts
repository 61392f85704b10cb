import { COUNTRY_STYLES } from '@bike/shared/domain';

export interface PostalParts { street: string; number: string; postalCode: string; city: string; country: string }

/**
 * A dealer's address as lines written the way its country writes them: "Stationsstraat 12 /
 * 3580 Beringen" in Belgium, "12 High Street / Cambridge CB1 1PT" in Britain. Countries the
 * gazetteer does not describe get the continental order.
 */
export function addressLines(a: PostalParts): string[] {
  const style = COUNTRY_STYLES[a.country];
  const street = [a.street, a.number].filter(Boolean);
  const town = [a.postalCode, a.city].filter(Boolean);
  return [
    (style?.numberFirst ? street.reverse() : street).join(' '),
    (style && !style.postalCodeFirst ? town.reverse() : town).join(' '),
  ].filter(Boolean);
}
