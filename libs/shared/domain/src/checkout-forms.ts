/**
 * Checkout forms (spec points 2 "Checkout steps", 5 and 6): invoice details, pickup point,
 * shipping address and overview. The browser validates each step with these schemas
 * (react-hook-form's valibot resolver); the address rules are the API's own (order-address.ts),
 * so an address the form accepts is not refused when the order is placed. Form values are flat (street, postalCode, ... rather than invoiceAddress.street) so
 * every input maps to one key; the order payload builder nests them.
 *
 * Messages follow the templates of spec point 5 with {field} filled in, in English; the browser
 * maps each rule to the translated template.
 *
 * Note on valibot: a partialCheck runs whenever the object is still typed, which a failed
 * nonEmpty does not change, so every shape check below lets an empty value pass and leaves
 * "{field} is required" to the field's own rule.
 */
import * as v from 'valibot';
import { accountMessages, emailField, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from './account';
import { passwordContainsEmail } from './password-rules';
import { ADDRESS_FAILURE_MESSAGE, addressProblems, postalCodeFits, type AddressInput } from './order-address';
import { normaliseVatNumber } from './vat-number';

export const checkoutMessages = {
  ...accountMessages,
  /** Spec point 5 "Address failure", shown next to the address when the order call refuses it. */
  addressFailed: ADDRESS_FAILURE_MESSAGE,
  /** Spec point 8 "Place order, other failure". */
  orderFailed: 'Something went wrong when processing your order...',
} as const;

export const CUSTOMER_TYPES = ['consumer', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const SHIPPING_METHODS = ['CONSUMER', 'DEALER'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const CHECKOUT_PAYMENT_METHODS = ['online', 'banktransfer'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const REMARKS_MAX_LENGTH = 500;
export const COMPANY_MAX_LENGTH = 120;

// ---------------------------------------------------------------------------------------------
// Postal codes and VAT numbers

/** Postal code shape per country: the same rule the API applies to an order's addresses. */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  return postalCodeFits(country.trim().toUpperCase(), postalCode);
}

/** Street, number and city rules of the API's address check, per field. */
function addressFieldFits(field: 'street' | 'number' | 'city', address: AddressInput): boolean {
  return !addressProblems(address).some((p) => p.field === field);
}

/**
 * The shape of a VAT number: a 2-letter country prefix (3 for the Swiss CHE UID) and 2 to 14
 * letters or digits. Check digits and the registry are checkVAT's job (GET /consumer/v1/order/checkVAT).
 */
export function isVatNumberShape(input: string): boolean {
  return /^[A-Z]{2,3}[0-9A-Z]{2,14}$/.test(normaliseVatNumber(input));
}

// ---------------------------------------------------------------------------------------------
// Field helpers

function typeMessage(field: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? accountMessages.required(field) : accountMessages.invalid(field);
}

/** abortPipeEarly: a field reports only its first broken rule ("Phone is required", not also "Phone is invalid"). */
function firstIssueOnly<T extends v.GenericSchema>(schema: T) {
  return v.config(schema, { abortPipeEarly: true });
}

function requiredText(field: string, max: number) {
  return firstIssueOnly(
    v.pipe(v.string(typeMessage(field)), v.trim(), v.nonEmpty(accountMessages.required(field)), v.maxLength(max, accountMessages.maxLength(field, max))),
  );
}

const FIELD_LABELS: Record<string, string> = {
  customerType: 'Customer type',
  shippingMethod: 'Delivery method',
  paymentMethod: 'Payment method',
  terms: 'Terms and conditions',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  street: 'Street',
  number: 'Number',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
};

/** A missing key of a form object is "{field} is required". */
function missingKeyMessage(issue: v.BaseIssue<unknown>): string {
  const key = String(issue.path?.[issue.path.length - 1]?.key ?? '');
  return key ? accountMessages.required(FIELD_LABELS[key] ?? key) : issue.message;
}

/** A text that only some choices need: any string here, the "required" rule is a form-level check. */
function optionalText(field: string, max: number) {
  return v.optional(v.pipe(v.string(accountMessages.invalid(field)), v.trim(), v.maxLength(max, accountMessages.maxLength(field, max))), '');
}

const filled = (value: string | undefined): boolean => !!value && value.trim() !== '';

export const checkoutPhoneField = firstIssueOnly(
  v.pipe(
    v.string(typeMessage('Phone')),
    v.trim(),
    v.nonEmpty(accountMessages.required('Phone')),
    v.maxLength(PHONE_MAX_LENGTH, accountMessages.maxLength('Phone', PHONE_MAX_LENGTH)),
    v.regex(/^\+?[0-9 ()./-]{6,}$/, accountMessages.invalid('Phone')),
  ),
);

/** The five address fields; `prefix` is '' for the invoice address and 'shipping' for the other one. */
export type AddressKey = 'street' | 'number' | 'postalCode' | 'city' | 'country';
const ADDRESS_LABELS: Record<AddressKey, string> = { street: 'Street', number: 'Number', postalCode: 'Postal code', city: 'City', country: 'Country' };
const ADDRESS_MAX: Record<AddressKey, number> = { street: 120, number: 20, postalCode: 20, city: 100, country: 2 };

const countryField = (field: string) =>
  firstIssueOnly(v.pipe(v.string(typeMessage(field)), v.trim(), v.nonEmpty(accountMessages.required(field)), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, accountMessages.invalid(field))));

const invoiceAddressEntries = {
  street: requiredText('Street', ADDRESS_MAX.street),
  number: requiredText('Number', ADDRESS_MAX.number),
  postalCode: v.pipe(requiredText('Postal code', ADDRESS_MAX.postalCode), v.toUpperCase(), v.transform((s: string) => s.replace(/\s+/g, ' '))),
  city: requiredText('City', ADDRESS_MAX.city),
  country: countryField('Country'),
};

/** A valid filler address, so one field at a time goes through the API's address rules. */
const BLANK_ADDRESS: AddressInput = { street: 'Street', number: '1', postalCode: '1000', city: 'City', country: 'BE' };

// ---------------------------------------------------------------------------------------------
// Step 1: invoice details

export const checkoutDetailsSchema = v.pipe(
  v.object({
    customerType: v.picklist(CUSTOMER_TYPES, accountMessages.invalid('Customer type')),
    company: optionalText('Company', COMPANY_MAX_LENGTH),
    vatNumber: v.optional(v.pipe(v.string(accountMessages.invalid('VAT number')), v.transform(normaliseVatNumber), v.maxLength(20, accountMessages.invalid('VAT number'))), ''),
    email: emailField,
    firstName: requiredText('First name', NAME_MAX_LENGTH),
    lastName: requiredText('Last name', NAME_MAX_LENGTH),
    phone: checkoutPhoneField,
    ...invoiceAddressEntries,
    createAccount: v.optional(v.boolean(accountMessages.invalid('Create account')), false),
    password: v.optional(v.pipe(v.string(accountMessages.invalid('Password')), v.maxLength(PASSWORD_MAX_LENGTH, accountMessages.maxLength('Password', PASSWORD_MAX_LENGTH))), ''),
    passwordConfirm: v.optional(v.string(accountMessages.invalid('Password confirmation')), ''),
  }, missingKeyMessage),
  v.forward(
    v.partialCheck([['postalCode'], ['country']], (i) => !filled(i.postalCode) || !filled(i.country) || isValidPostalCode(i.country, i.postalCode), accountMessages.invalid('Postal code')),
    ['postalCode'],
  ),
  v.forward(v.partialCheck([['street']], (i) => !filled(i.street) || addressFieldFits('street', { ...BLANK_ADDRESS, street: i.street }), accountMessages.invalid('Street')), ['street']),
  v.forward(v.partialCheck([['number']], (i) => !filled(i.number) || addressFieldFits('number', { ...BLANK_ADDRESS, number: i.number }), accountMessages.invalid('Number')), ['number']),
  v.forward(v.partialCheck([['city']], (i) => !filled(i.city) || addressFieldFits('city', { ...BLANK_ADDRESS, city: i.city }), accountMessages.invalid('City')), ['city']),
  v.forward(
    v.partialCheck([['customerType'], ['company']], (i) => i.customerType !== 'business' || filled(i.company), accountMessages.required('Company')),
    ['company'],
  ),
  v.forward(
    v.partialCheck([['customerType'], ['vatNumber']], (i) => i.customerType !== 'business' || filled(i.vatNumber), accountMessages.required('VAT number')),
    ['vatNumber'],
  ),
  v.forward(
    v.partialCheck([['customerType'], ['vatNumber']], (i) => i.customerType !== 'business' || !filled(i.vatNumber) || isVatNumberShape(i.vatNumber), accountMessages.invalid('VAT number')),
    ['vatNumber'],
  ),
  v.forward(
    v.partialCheck([['createAccount'], ['password']], (i) => !i.createAccount || filled(i.password), accountMessages.required('Password')),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['createAccount'], ['password']],
      (i) => !i.createAccount || !filled(i.password) || i.password.length >= PASSWORD_MIN_LENGTH,
      accountMessages.minLength('Password', PASSWORD_MIN_LENGTH),
    ),
    ['password'],
  ),
  // The account created with the order follows the registration's password rules.
  v.forward(
    v.partialCheck(
      [['createAccount'], ['email'], ['password']],
      (i) => !i.createAccount || !filled(i.password) || !passwordContainsEmail(i.password, i.email),
      accountMessages.passwordContainsEmail,
    ),
    ['password'],
  ),
  v.forward(
    v.partialCheck([['createAccount'], ['password'], ['passwordConfirm']], (i) => !i.createAccount || i.password === i.passwordConfirm, accountMessages.passwordsMustMatch),
    ['passwordConfirm'],
  ),
);
export type CheckoutDetailsInput = v.InferInput<typeof checkoutDetailsSchema>;
export type CheckoutDetails = v.InferOutput<typeof checkoutDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Step 2: pickup point (home delivery or a dealer)

export const checkoutPickupSchema = v.pipe(
  v.object({
    shippingMethod: v.picklist(SHIPPING_METHODS, typeMessage('Delivery method')),
    dealerId: v.optional(v.string(accountMessages.invalid('Dealer')), ''),
  }, missingKeyMessage),
  v.forward(
    v.partialCheck([['shippingMethod'], ['dealerId']], (i) => i.shippingMethod !== 'DEALER' || filled(i.dealerId), accountMessages.required('Dealer')),
    ['dealerId'],
  ),
);
export type CheckoutPickupInput = v.InferInput<typeof checkoutPickupSchema>;
export type CheckoutPickup = v.InferOutput<typeof checkoutPickupSchema>;

// ---------------------------------------------------------------------------------------------
// Step 3: shipping address and remarks

export const checkoutShippingSchema = v.pipe(
  v.object({
    shippingAddressSameAsInvoice: v.optional(v.boolean(accountMessages.invalid('Shipping address')), true),
    shippingStreet: optionalText(ADDRESS_LABELS.street, ADDRESS_MAX.street),
    shippingNumber: optionalText(ADDRESS_LABELS.number, ADDRESS_MAX.number),
    shippingPostalCode: optionalText(ADDRESS_LABELS.postalCode, ADDRESS_MAX.postalCode),
    shippingCity: optionalText(ADDRESS_LABELS.city, ADDRESS_MAX.city),
    shippingCountry: optionalText(ADDRESS_LABELS.country, ADDRESS_MAX.country),
    remarks: optionalText('Remarks', REMARKS_MAX_LENGTH),
  }, missingKeyMessage),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingStreet']], (i) => i.shippingAddressSameAsInvoice || filled(i.shippingStreet), accountMessages.required(ADDRESS_LABELS.street)),
    ['shippingStreet'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingNumber']], (i) => i.shippingAddressSameAsInvoice || filled(i.shippingNumber), accountMessages.required(ADDRESS_LABELS.number)),
    ['shippingNumber'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingPostalCode']], (i) => i.shippingAddressSameAsInvoice || filled(i.shippingPostalCode), accountMessages.required(ADDRESS_LABELS.postalCode)),
    ['shippingPostalCode'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingCity']], (i) => i.shippingAddressSameAsInvoice || filled(i.shippingCity), accountMessages.required(ADDRESS_LABELS.city)),
    ['shippingCity'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingCountry']], (i) => i.shippingAddressSameAsInvoice || filled(i.shippingCountry), accountMessages.required(ADDRESS_LABELS.country)),
    ['shippingCountry'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingStreet']], (i) => i.shippingAddressSameAsInvoice || !filled(i.shippingStreet) || addressFieldFits('street', { ...BLANK_ADDRESS, street: i.shippingStreet }), accountMessages.invalid('Street')),
    ['shippingStreet'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingNumber']], (i) => i.shippingAddressSameAsInvoice || !filled(i.shippingNumber) || addressFieldFits('number', { ...BLANK_ADDRESS, number: i.shippingNumber }), accountMessages.invalid('Number')),
    ['shippingNumber'],
  ),
  v.forward(
    v.partialCheck([['shippingAddressSameAsInvoice'], ['shippingCity']], (i) => i.shippingAddressSameAsInvoice || !filled(i.shippingCity) || addressFieldFits('city', { ...BLANK_ADDRESS, city: i.shippingCity }), accountMessages.invalid('City')),
    ['shippingCity'],
  ),
  v.forward(
    v.partialCheck(
      [['shippingAddressSameAsInvoice'], ['shippingPostalCode'], ['shippingCountry']],
      (i) => i.shippingAddressSameAsInvoice || !filled(i.shippingPostalCode) || !filled(i.shippingCountry) || isValidPostalCode(i.shippingCountry, i.shippingPostalCode),
      accountMessages.invalid('Postal code'),
    ),
    ['shippingPostalCode'],
  ),
);
export type CheckoutShippingInput = v.InferInput<typeof checkoutShippingSchema>;
export type CheckoutShipping = v.InferOutput<typeof checkoutShippingSchema>;

// ---------------------------------------------------------------------------------------------
// Step 4: overview (payment method and terms)

export const checkoutOverviewSchema = v.object({
  paymentMethod: v.picklist(CHECKOUT_PAYMENT_METHODS, typeMessage('Payment method')),
  terms: v.literal(true, accountMessages.required('Terms and conditions')),
}, missingKeyMessage);
export type CheckoutOverviewInput = v.InferInput<typeof checkoutOverviewSchema>;
export type CheckoutOverview = v.InferOutput<typeof checkoutOverviewSchema>;

/**
 * The locale's payment kinds (card, onlinebanking, wallet, banktransfer) as the two choices of the
 * checkout: "online" when any online kind exists, "banktransfer" when the locale allows it.
 */
export function checkoutPaymentMethods(localePaymentMethods: readonly string[]): CheckoutPaymentMethod[] {
  const methods: CheckoutPaymentMethod[] = [];
  if (localePaymentMethods.some((m) => m !== 'banktransfer')) methods.push('online');
  if (localePaymentMethods.includes('banktransfer')) methods.push('banktransfer');
  return methods;
}
