/**
 * Bike registration for the frame warranty (spec points 3, 5, 9): the form and the
 * /b2c/v1/warranty request bodies, validated by the same valibot schemas in the browser and the
 * API, and the warranty rule that both the equipment list and the registration pages show.
 */
import * as v from 'valibot';
import { accountMessages, isCalendarDate, isNotInFuture, strictBody } from './account';
import { hasControlCharacters, normaliseCaption } from './fanzone';

// ---------------------------------------------------------------------------------------------
// Constants (spec point 9)

/** Spec point 5 and 9: a frame number is 6 to 8 digits. */
export const SERIAL_PATTERN = /^\d{6,8}$/;
/** The frame warranty without registration, and with it. */
export const FRAME_WARRANTY_YEARS = 2;
export const REGISTERED_FRAME_WARRANTY_YEARS = 5;
/** Our choices where the spec is silent (libs/server/warranty/README.md, "Decisions"). */
export const MAX_REGISTRATION_PHOTOS = 6;
export const MAX_PREVIOUSLY_BOUGHT = 50;
export const INSTAGRAM_NAME_PATTERN = /^[A-Za-z0-9._]{1,30}$/;
/** Nobody registers a bike bought before the brand sold bikes with serials. */
export const EARLIEST_PURCHASE_DATE = '2000-01-01';

/** submitted: waiting for an admin; approved; rejected (with a reason): the frame warranty falls back to 2 years. */
export const REGISTRATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Why an admin turns a registration down (issue 15): spec point 5's "Photos must not show
 * persons" first; "other" needs a note in the admin's words. The rider's mail and page translate the key.
 */
export const REGISTRATION_REJECTION_REASONS = ['persons', 'serialMismatch', 'proofUnreadable', 'notOurBike', 'other'] as const;
export type RegistrationRejectionReason = (typeof REGISTRATION_REJECTION_REASONS)[number];
export const REGISTRATION_NOTE_MAX = 300;

/** The admin's list of every rider's registrations: 50 a page, pages 1..1000, a search of up to 100 characters. */
export const REGISTRATION_ADMIN_PAGE_SIZE = 50;
export const REGISTRATION_ADMIN_MAX_PAGE = 1000;
export const REGISTRATION_SEARCH_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Fields

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spaces a rider types between digit groups ("123 4567") are dropped before the rule is checked. */
export const normaliseSerial = (value: string): string => value.replace(/[\s-]/g, '');

export const serialField = v.pipe(
  v.string(accountMessages.required('Serial number')),
  v.transform(normaliseSerial),
  v.nonEmpty(accountMessages.required('Serial number')),
  v.maxLength(8, accountMessages.invalid('Serial number')),
  v.regex(SERIAL_PATTERN, accountMessages.invalid('Serial number')),
);

// ---------------------------------------------------------------------------------------------
// Purchase date window

/**
 * The days a purchase date may name (issue 32: a refusal says them). `latest` null means today,
 * spec point 5's "not in the future" (the newest day anywhere, UTC+14).
 */
export interface PurchaseDateWindow {
  earliest: string;
  latest: string | null;
}

/** Any bike: not before the brand sold bikes with serials, not in the future. */
export const ANY_PURCHASE_WINDOW: PurchaseDateWindow = { earliest: EARLIEST_PURCHASE_DATE, latest: null };

/** What the shop knows of one frame's sale (ISO days). */
export interface FrameSale {
  /** The day the frame left the factory: for a dealer, or shipped to its online buyer. */
  shippedOn: string;
  /** The online order's day; null for a bike sold through a dealer. */
  orderedOn: string | null;
}

/**
 * The window of one frame: a bike sold online was bought on its order's day, at the latest the
 * day it shipped; a dealer's bike after it left the factory, up to today. A date outside would
 * move the warranty's end (libs/server/warranty/README.md, "Bike registration"); the API
 * refuses it with the window.
 */
export function purchaseDateWindow(sale: FrameSale): PurchaseDateWindow {
  const notBefore = (day: string) => (day < EARLIEST_PURCHASE_DATE ? EARLIEST_PURCHASE_DATE : day);
  return sale.orderedOn ? { earliest: notBefore(sale.orderedOn), latest: sale.shippedOn } : { earliest: notBefore(sale.shippedOn), latest: null };
}

export function isInPurchaseWindow(date: string, window: PurchaseDateWindow, now: Date = new Date()): boolean {
  return date >= window.earliest && (window.latest === null ? isNotInFuture(date, now) : date <= window.latest);
}

/** The refusal of a date outside the window, naming it (accountMessages.dateBetween, read back by forms). */
export const purchaseDateOutside = (window: PurchaseDateWindow): string => accountMessages.dateBetween('Purchase date', window.earliest, window.latest);

export const purchaseDateField = v.pipe(
  v.string(accountMessages.required('Purchase date')),
  v.trim(),
  v.nonEmpty(accountMessages.required('Purchase date')),
  v.check((value) => value.length === 10 && isCalendarDate(value), accountMessages.invalid('Purchase date')),
  v.check((value) => isNotInFuture(value), accountMessages.futureDate('Purchase date')),
  v.check((value) => value >= EARLIEST_PURCHASE_DATE, purchaseDateOutside(ANY_PURCHASE_WINDOW)),
);

const uploadId = (field: string) => v.pipe(v.string(accountMessages.invalid(field)), v.regex(UUID, accountMessages.invalid(field)));

const photosField = v.optional(
  v.pipe(
    v.array(uploadId('Photos'), accountMessages.invalid('Photos')),
    // The form never offers more; a longer list is a hand-made request.
    v.maxLength(MAX_REGISTRATION_PHOTOS, accountMessages.invalid('Photos')),
    v.check((ids) => new Set(ids).size === ids.length, accountMessages.invalid('Photos')),
  ),
  [],
);

const instagramField = v.optional(
  v.pipe(
    v.nullable(v.string(accountMessages.invalid('Instagram name'))),
    // "@rider.one" and "rider.one" are the same account.
    v.transform((value) => (value === null ? null : value.trim().replace(/^@/, ''))),
    v.check((value) => value === null || value === '' || INSTAGRAM_NAME_PATTERN.test(value), accountMessages.invalid('Instagram name')),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

const registrationEntries = {
  purchaseDate: purchaseDateField,
  /** The upload id of the receipt or invoice (image or PDF). */
  proofOfPurchase: v.pipe(v.string(accountMessages.required('Proof of purchase')), v.nonEmpty(accountMessages.required('Proof of purchase')), v.regex(UUID, accountMessages.invalid('Proof of purchase'))),
  previouslyBoughtCount: v.pipe(
    v.number(accountMessages.invalid('Previously bought count')),
    v.integer(accountMessages.invalid('Previously bought count')),
    v.minValue(0, accountMessages.invalid('Previously bought count')),
    v.maxValue(MAX_PREVIOUSLY_BOUGHT, accountMessages.invalid('Previously bought count')),
  ),
  newsletter: v.optional(v.boolean(accountMessages.invalid('Newsletter')), false),
  instagramName: instagramField,
  photos: photosField,
  /** The photo contest: entering needs at least one photo. */
  contestEntry: v.optional(v.boolean(accountMessages.invalid('Contest entry')), false),
};

/** Entering the contest needs a photo to judge (reported on the photos field). */
const contestHasPhoto = (input: { photos: string[]; contestEntry: boolean }): boolean => !input.contestEntry || input.photos.length > 0;
const CONTEST_NEEDS_PHOTO = accountMessages.required('Photos');

/** POST /b2c/v1/warranty/register-bike */
export const registerBikeSchema = v.pipe(
  strictBody({ serialNumber: serialField, ...registrationEntries }),
  v.forward(v.partialCheck([['photos'], ['contestEntry']], contestHasPhoto, CONTEST_NEEDS_PHOTO), ['photos']),
);
export type RegisterBikeInput = v.InferOutput<typeof registerBikeSchema>;

/** PUT /b2c/v1/warranty/update-register-bike: the same fields for one registration; the serial stays. */
export const updateRegisteredBikeSchema = v.pipe(
  strictBody({ id: v.pipe(v.string(accountMessages.required('Id')), v.regex(UUID, accountMessages.invalid('Id'))), ...registrationEntries }),
  v.forward(v.partialCheck([['photos'], ['contestEntry']], contestHasPhoto, CONTEST_NEEDS_PHOTO), ['photos']),
);
export type UpdateRegisteredBikeInput = v.InferOutput<typeof updateRegisteredBikeSchema>;

/** An admin's note: typed like a caption (spaces folded, trimmed); an empty one is no note. */
const noteField = v.optional(
  v.pipe(
    v.nullable(v.string(accountMessages.invalid('Note'))),
    v.transform((value) => (value === null ? null : normaliseCaption(value) || null)),
    v.check((value) => value === null || value.length <= REGISTRATION_NOTE_MAX, accountMessages.maxLength('Note', REGISTRATION_NOTE_MAX)),
    v.check((value) => value === null || !hasControlCharacters(value), accountMessages.invalid('Note')),
  ),
  null,
);

/**
 * POST /b2c/v1/warranty/registration/{id}/decision (admin): approve, reject (with a reason;
 * "other" with a note) or put back to waiting. A reason and note only count for a rejection.
 */
export const registrationDecisionSchema = v.pipe(
  strictBody({
    status: v.picklist(REGISTRATION_STATUSES, accountMessages.invalid('Status')),
    reason: v.optional(v.nullable(v.picklist(REGISTRATION_REJECTION_REASONS, accountMessages.invalid('Reason'))), null),
    note: noteField,
  }),
  v.forward(v.check((input) => input.status !== 'rejected' || input.reason !== null, accountMessages.required('Reason')), ['reason']),
  v.forward(v.check((input) => input.status !== 'rejected' || input.reason !== 'other' || input.note !== null, accountMessages.required('Note')), ['note']),
);
export type RegistrationDecisionInput = v.InferOutput<typeof registrationDecisionSchema>;

// ---------------------------------------------------------------------------------------------
// Warranty rule

export interface FrameWarranty {
  years: number;
  /** Last day covered (ISO date). */
  until: string;
  /** True when a registration (submitted or approved) gives the longer term. */
  extended: boolean;
}

/** Adds whole years to an ISO date; 29 February falls back to 28 February. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Spec point 9: the frame warranty runs 2 years from purchase, 5 once the bike is registered (and not rejected). */
export function frameWarranty(purchaseDate: string, registration: RegistrationStatus | null): FrameWarranty {
  const extended = registration === 'submitted' || registration === 'approved';
  const years = extended ? REGISTERED_FRAME_WARRANTY_YEARS : FRAME_WARRANTY_YEARS;
  return { years, until: addYears(purchaseDate, years), extended };
}

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /b2c/v1/warranty/registration/{id} and the list. */
export interface BikeRegistrationView {
  id: string;
  serialNumber: string;
  status: RegistrationStatus;
  /** The reason key of a rejection (REGISTRATION_REJECTION_REASONS); null unless rejected. */
  rejectionReason: RegistrationRejectionReason | null;
  /** The admin's note to the rider (always for "other"); null when none. */
  rejectionNote: string | null;
  purchaseDate: string;
  proofOfPurchase: UploadRef | null;
  previouslyBoughtCount: number;
  newsletter: boolean;
  instagramName: string | null;
  photos: UploadRef[];
  contestEntry: boolean;
  bike: SoldBike;
  warranty: FrameWarranty;
  createdAt: string;
  updatedAt: string;
}

/** A registration as an admin sees it (GET /b2c/v1/warranty/registration/{id} and the admin list): who owns it too. */
export interface BikeRegistrationAdminView extends BikeRegistrationView {
  owner: { firstName: string; lastName: string; email: string };
  /** The locale the rider registered in: their mails are in its language. */
  locale: string;
  brand: string;
}

/** GET /b2c/v1/warranty/registrations?scope=all (admin). */
export interface BikeRegistrationAdminPage {
  registrations: BikeRegistrationAdminView[];
  page: number;
  pages: number;
  total: number;
}

export interface UploadRef {
  id: string;
  kind: 'image' | 'pdf';
  url: string;
  thumbnail: string | null;
  name: string | null;
}

/** Spec point 3 "Order info for warranty": what we know of a sold bike. */
export interface SoldBike {
  model: string | null;
  title: string;
  size: string | null;
  design: string | null;
  groupset: string | null;
  configurationId: string | null;
  externalId: string;
  image: string | null;
  dealer: { customerid: string; name: string | null } | null;
}

/** GET /b2c/v1/equipment: a bike the user bought or registered. */
export interface EquipmentBike extends SoldBike {
  serialNumber: string | null;
  orderId: string | null;
  orderDate: string | null;
  purchaseDate: string | null;
  /** The registration's last day of frame cover; null while the bike is on its way. */
  warrantyDate: string | null;
  warranty: FrameWarranty | null;
  registration: { id: string; status: RegistrationStatus } | null;
}
