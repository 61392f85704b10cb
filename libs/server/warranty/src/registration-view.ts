import { inArray } from 'drizzle-orm';
import { frameWarranty, type BikeRegistrationAdminView, type BikeRegistrationView, type SoldBike, type UploadRef } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { users } from '@bike/server/accounts';
import { bikeSerials, type BikeSerialRow } from '@bike/server/orders';
import { designNamesIn } from './design-names';
import { uploadRefs } from './registration-files';
import type { BikeRegistrationRow } from './schema';

/** Spec point 3 "order info for warranty" of a serial. */
export function soldBikeOf(serial: BikeSerialRow): SoldBike {
  return {
    model: serial.model,
    title: serial.title,
    size: serial.size,
    design: serial.design,
    groupset: serial.groupset,
    configurationId: serial.configurationId,
    externalId: serial.externalid,
    image: serial.image,
    dealer: serial.dealer ?? null,
  };
}

/** The answer of GET /b2c/v1/warranty/registration/{id}; uploads that were deleted are left out. */
export function toRegistrationView(row: BikeRegistrationRow, serial: BikeSerialRow, uploads: Map<string, UploadRef>): BikeRegistrationView {
  return {
    id: row.id,
    serialNumber: row.serial,
    status: row.status,
    rejectionReason: row.rejectionReason,
    rejectionNote: row.rejectionNote,
    purchaseDate: row.purchaseDate,
    proofOfPurchase: uploads.get(row.proofUploadId) ?? null,
    previouslyBoughtCount: row.previouslyBoughtCount,
    newsletter: row.newsletter,
    instagramName: row.instagramName,
    photos: row.photoIds.map((id) => uploads.get(id)).filter((u): u is UploadRef => u !== undefined),
    contestEntry: row.contestEntry,
    bike: soldBikeOf(serial),
    warranty: frameWarranty(row.purchaseDate, row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Registrations as answered: their serials and uploads read in one query each, however many,
 * the bike's paint named in the reader's language. A registration whose serial row is gone
 * (never expected: serials are not deleted) is left out.
 */
export async function registrationViews(db: Db, rows: BikeRegistrationRow[], language: Language = 'en'): Promise<BikeRegistrationView[]> {
  if (rows.length === 0) return [];
  const serials = new Map((await db.select().from(bikeSerials).where(inArray(bikeSerials.serial, rows.map((r) => r.serial)))).map((s) => [s.serial, s]));
  const uploads = await uploadRefs(db, rows.flatMap((r) => [r.proofUploadId, ...r.photoIds]));
  const views = rows.flatMap((row) => {
    const serial = serials.get(row.serial);
    return serial ? [toRegistrationView(row, serial, uploads)] : [];
  });
  const designOf = await designNamesIn(db, views.map((v) => v.bike), language);
  return views.map((view) => ({ ...view, bike: { ...view.bike, design: designOf(view.bike) } }));
}

/**
 * The admin's view of registrations: the rider's view plus who owns it, the brand and the locale
 * its mails go out in. The owners are read in one query; the photo and proof links are the
 * ordinary upload links, which the upload route serves to admins (private files stay private).
 */
export async function registrationAdminViews(db: Db, rows: BikeRegistrationRow[], language: Language = 'en'): Promise<BikeRegistrationAdminView[]> {
  const views = await registrationViews(db, rows, language);
  if (views.length === 0) return [];
  const owners = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const ownerById = new Map(owners.map(({ id, ...owner }) => [id, owner]));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return views.map((view) => {
    const row = rowById.get(view.id)!;
    // The owner cannot be missing (the row cascades with the account); an empty one keeps the shape.
    const owner = ownerById.get(row.userId) ?? { firstName: '', lastName: '', email: '' };
    return { ...view, owner, locale: row.locale, brand: row.brand };
  });
}
