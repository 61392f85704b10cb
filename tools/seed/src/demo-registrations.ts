/**
 * Demo bike registrations (issue 15 item 4): a few fan-zone riders registered a Brabo bike bought
 * at a dealer, with a photo of it and a till receipt, so the admin's review list has work on a
 * fresh shop: three wait for a decision, one is approved. The serials are the second brand's
 * (the e2e tests register the first brand's), from the sold-bike records the seed writes.
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';
import type { UploadStore } from '@bike/server/uploads';
import { demoRider, PHOTOS, scene, storeDemoUpload } from './fanzone-photos';
import { seededSerial } from './sold-bikes';

interface DemoRegistration { photo: number; k: number; purchaseDate: string; status: 'submitted' | 'approved'; contestEntry: boolean; instagramName: string | null }

const REGISTRATIONS: DemoRegistration[] = [
  { photo: 1, k: 1, purchaseDate: '2026-04-18', status: 'submitted', contestEntry: true, instagramName: 'jonas.rides' },
  { photo: 3, k: 2, purchaseDate: '2026-06-02', status: 'submitted', contestEntry: false, instagramName: null },
  { photo: 6, k: 3, purchaseDate: '2026-09-21', status: 'submitted', contestEntry: true, instagramName: null },
  { photo: 0, k: 4, purchaseDate: '2026-03-07', status: 'approved', contestEntry: false, instagramName: null },
];

/** A till receipt: the shop's name, a date, a bike and a total, in grey on paper white. */
function receipt(serial: string, date: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
  <rect width="600" height="900" fill="#fbfaf6"/>
  <g font-family="DejaVu Sans Mono, monospace" fill="#333" font-size="26">
    <text x="300" y="90" text-anchor="middle" font-size="34">BIKE SHOP</text>
    <text x="300" y="130" text-anchor="middle">Receipt ${date}</text>
    <text x="60" y="260">Bike, frame ${serial}</text>
    <text x="60" y="310">1 x</text><text x="540" y="310" text-anchor="end">2 499.00</text>
    <line x1="60" y1="380" x2="540" y2="380" stroke="#777" stroke-dasharray="8 6"/>
    <text x="60" y="430" font-size="30">TOTAL EUR</text><text x="540" y="430" text-anchor="end" font-size="30">2 499.00</text>
    <text x="300" y="820" text-anchor="middle" font-size="22">Thank you, ride safe</text>
  </g>
</svg>`;
}

/** Adds the demo registrations once (a database with registrations keeps its own). Answers how many were added. */
export async function seedDemoRegistrations(db: Db, store: UploadStore): Promise<number> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bike_registrations`));
  if ((existing?.n ?? 0) > 0) return 0;
  let added = 0;
  for (const [index, r] of REGISTRATIONS.entries()) {
    const serial = seededSerial(1, r.k);
    const [sold] = rowsOf<{ brand: string }>(await db.execute(sql`select brand from bike_serials where serial = ${serial}`));
    if (!sold) continue;
    const photo = PHOTOS[r.photo]!;
    const user = await demoRider(db, photo.rider);
    const bikePhoto = await sharp(Buffer.from(scene(photo, 20 + index))).jpeg({ quality: 86 }).toBuffer();
    const receiptImage = await sharp(Buffer.from(receipt(serial, r.purchaseDate))).jpeg({ quality: 90 }).toBuffer();
    const photoId = await storeDemoUpload(db, store, { ownerId: user.id, purpose: 'bike-registration', image: bikePhoto, name: 'my-bike.jpg', visibility: 'private' });
    const proofId = await storeDemoUpload(db, store, { ownerId: user.id, purpose: 'proof-of-purchase', image: receiptImage, name: 'receipt.jpg', visibility: 'private' });
    const sent = new Date(Date.now() - (REGISTRATIONS.length - index) * 86_400_000);
    await db.execute(sql`insert into bike_registrations (user_id, brand, serial, status, purchase_date, proof_upload_id, previously_bought_count, newsletter,
        instagram_name, photo_ids, contest_entry, locale, decided_at, created_at, updated_at)
      values (${user.id}, ${sold.brand}, ${serial}, ${r.status}, ${r.purchaseDate}, ${proofId}, ${index % 2}, false, ${r.instagramName},
        ${JSON.stringify([photoId])}::jsonb, ${r.contestEntry}, ${photo.rider.locale}, ${r.status === 'approved' ? sent : null}, ${sent}, ${sent})`);
    added++;
  }
  return added;
}
