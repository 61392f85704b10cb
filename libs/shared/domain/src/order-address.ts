/**
 * Address checks per country for checkout (spec point 5: "Something went wrong when processing
 * the address above..." on failure). Postal code patterns of the main countries; other countries
 * get a generic pattern. Browser-safe: the checkout form runs the same check before sending.
 */
export const ADDRESS_FAILURE_MESSAGE = 'Something went wrong when processing the address above...';

const POSTAL_CODES: Record<string, RegExp> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  IE: /^[AC-FHKNPRTV-Y]\d{2}[ ]?[AC-FHKNPRTV-Y\d]{4}$/,
  IT: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  NO: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  AU: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
};
/** Countries without a listed pattern: 2 to 10 letters, digits, spaces or dashes. */
const GENERIC_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;
/** Countries without postal codes: the field may stay empty. */
const NO_POSTAL_CODE = new Set(['AE', 'HK', 'QA']);

export interface AddressInput {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface AddressProblem {
  field: keyof AddressInput;
  message: string;
}

export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

export function postalCodeFits(country: string, postalCode: string): boolean {
  const code = postalCode.trim().toUpperCase();
  if (NO_POSTAL_CODE.has(country)) return code === '' || GENERIC_POSTAL_CODE.test(code);
  return (POSTAL_CODES[country] ?? GENERIC_POSTAL_CODE).test(code);
}

/** The problems of one address (empty when it is fine). Country is an ISO 3166 alpha-2 code. */
export function addressProblems(address: AddressInput): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const country = address.country.trim().toUpperCase();
  if (!isCountryCode(country)) problems.push({ field: 'country', message: 'Country is invalid' });
  if (!address.street.trim() || /^\d+$/.test(address.street.trim())) problems.push({ field: 'street', message: 'Street is invalid' });
  if (!/\d/.test(address.number)) problems.push({ field: 'number', message: 'Number is invalid' });
  if (!address.city.trim() || /\d{3,}/.test(address.city)) problems.push({ field: 'city', message: 'City is invalid' });
  if (isCountryCode(country) && !postalCodeFits(country, address.postalCode)) problems.push({ field: 'postalCode', message: 'Postal code is invalid' });
  return problems;
}

/**
 * The countries an order's invoice and delivery addresses may be in (issue 10 finding 6): the
 * locale's own country, because the locale fixes the currency, the VAT rate and the delivery
 * prices (a BE address ordered in en_US would pay USD and no VAT). INT locales ("International",
 * the catch-all for countries without a locale of their own) have no checkout country: an INT
 * visitor orders on their country's site, so no address is accepted there.
 */
export function allowedAddressCountries(locale: { countrycode: string }): string[] {
  const country = locale.countrycode.trim().toUpperCase();
  return isCountryCode(country) && country !== 'INT' ? [country] : [];
}

/** The message of an address in a country the locale does not deliver to (translated as codes.COUNTRY_NOT_ALLOWED). */
export const COUNTRY_NOT_ALLOWED_MESSAGE = 'countryNotAllowed';
