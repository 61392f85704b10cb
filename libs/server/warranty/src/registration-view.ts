import { frameWarranty, type BikeRegistrationView, type SoldBike, type UploadRef } from '@bike/shared/domain';
import type { BikeSerialRow } from '@bike/server/orders';
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
