/**
 * Demo fan-zone photos (issue 16 item 5): a few riders' pictures of their bikes, made here (a
 * landscape with the shop's own bike drawing in it, rendered to JPEG by sharp) and sent through
 * the same processing as a real upload, so the gallery, its thumbnails and the admin's queue
 * have something to show on a fresh shop. Six are approved, two wait for moderation.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { drawBike, type BikeShape } from '@bike/shared/domain/bike-drawing';
import { rowsOf, type Db } from '@bike/server/core';
import { processUpload, renditionKey, type UploadStore } from '@bike/server/uploads';

export interface DemoPhoto {
  rider: { first: string; last: string; locale: string };
  caption: string;
  shape: BikeShape;
  frame: string;
  accent: string;
  sky: [string, string];
  ground: string;
  status: 'approved' | 'submitted';
}

/** Riders write in their own language, as they would. Names are made up. */
export const PHOTOS: DemoPhoto[] = [
  { rider: { first: 'Lieke', last: 'Vermeulen', locale: 'nl_NL' }, caption: 'Zondagochtend langs de dijk, wind mee.', shape: 'road', frame: '1d3557', accent: 'e63946', sky: ['#f8c291', '#6a89cc'], ground: '#78a06b', status: 'approved' },
  { rider: { first: 'Jonas', last: 'Keller', locale: 'de_DE' }, caption: 'Schotter, Sonne und kein Auto weit und breit.', shape: 'gravel', frame: '606c38', accent: 'dda15e', sky: ['#fefae0', '#8ecae6'], ground: '#bc9a6c', status: 'approved' },
  { rider: { first: 'Camille', last: 'Roux', locale: 'fr_FR' }, caption: 'Premier col de la saison, les jambes ont tenu.', shape: 'road', frame: 'f1faee', accent: '457b9d', sky: ['#ffd6a5', '#a0c4ff'], ground: '#6b8f71', status: 'approved' },
  { rider: { first: 'Marco', last: 'Bianchi', locale: 'it_IT' }, caption: 'Sentiero nel bosco dopo la pioggia.', shape: 'mountain', frame: '2b2d42', accent: 'ef8354', sky: ['#caffbf', '#9bf6ff'], ground: '#4f6d3a', status: 'approved' },
  { rider: { first: 'Lucía', last: 'Navarro', locale: 'es_ES' }, caption: 'Al trabajo sin sudar: 14 km cada mañana.', shape: 'ebike', frame: '264653', accent: 'e9c46a', sky: ['#ffe5b4', '#90e0ef'], ground: '#8d99ae', status: 'approved' },
  { rider: { first: 'Sam', last: 'Okafor', locale: 'en_GB' }, caption: 'Time trial practice on the coast road.', shape: 'triathlon', frame: '000000', accent: 'ffb703', sky: ['#ffafcc', '#bde0fe'], ground: '#a3b18a', status: 'approved' },
  { rider: { first: 'Noor', last: 'Jansen', locale: 'nl_BE' }, caption: 'Eerste rit met mijn nieuwe fiets!', shape: 'gravel', frame: 'bc4749', accent: 'f2e8cf', sky: ['#f1faee', '#a8dadc'], ground: '#6a994e', status: 'submitted' },
  { rider: { first: 'Emil', last: 'Berg', locale: 'de_CH' }, caption: 'Pause am See, bevor es bergauf geht.', shape: 'road', frame: '3a86ff', accent: 'ffbe0b', sky: ['#fff3b0', '#caf0f8'], ground: '#7f9172', status: 'submitted' },
];

const WIDTH = 1200;
const HEIGHT = 900;

/** A simple landscape: sky, sun, two hills and a road, with the bike standing on the road. */
export function scene(photo: DemoPhoto, index: number): string {
  const drawing = drawBike({ shape: photo.shape, frame: photo.frame, accent: photo.accent, idPrefix: `fz${index}` });
  const viewBox = /viewBox="([^"]+)"/.exec(drawing)?.[1] ?? '0 0 880 496';
  const bike = drawing
    .replace(/^<svg[^>]*>/, '')
    // The drawing's own light backdrop would hide the landscape.
    .replace(/^<rect width="\d+" height="\d+" fill="#[0-9a-f]{6}"\/>/i, '')
    .replace(/<rect data-part="studio"[^>]*\/>/, '')
    .replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${photo.sky[1]}"/><stop offset="1" stop-color="${photo.sky[0]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${200 + index * 110}" cy="180" r="70" fill="#fff7d6" opacity="0.85"/>
  <path d="M0 560 Q 300 420 620 540 T ${WIDTH} 500 V ${HEIGHT} H 0 Z" fill="${photo.ground}" opacity="0.75"/>
  <path d="M0 640 Q 400 560 800 640 T ${WIDTH} 620 V ${HEIGHT} H 0 Z" fill="${photo.ground}"/>
  <path d="M0 800 L ${WIDTH} 760 V ${HEIGHT} H 0 Z" fill="#5c5c5c"/>
  <path d="M0 826 L ${WIDTH} 786" stroke="#f5f5f5" stroke-width="6" stroke-dasharray="60 40"/>
  <svg x="150" y="300" width="900" height="507" viewBox="${viewBox}">${bike}</svg>
</svg>`;
}

/** A demo rider's account (made once); demo riders cannot sign in: their password hash matches no password. */
export async function demoRider(db: Db, rider: DemoPhoto['rider']): Promise<{ id: string }> {
  const email = `${rider.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${rider.last.toLowerCase()}@fans.example.com`;
  const [user] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name, locale, active)
      values (${email}, '!seeded-no-login', ${rider.first}, ${rider.last}, ${rider.locale}, true)
      on conflict (email) do update set first_name = excluded.first_name returning id`),
  );
  return user!;
}

/** Processes an image as an upload of `purpose`, stores its renditions and writes its row; answers its id. */
export async function storeDemoUpload(db: Db, store: UploadStore, o: { ownerId: string; purpose: 'fanzone' | 'bike-registration' | 'proof-of-purchase'; image: Buffer; name: string; visibility: 'public' | 'private' }): Promise<string> {
  const processed = await processUpload(o.image, o.purpose);
  const uploadId = randomUUID();
  const original = processed.renditions[0]!;
  for (const rendition of processed.renditions) await store.put(renditionKey(o.purpose, uploadId, rendition.variant, rendition.extension), rendition.body, rendition.contentType);
  await db.execute(sql`insert into uploads (id, owner_id, purpose, kind, storage_key, content_type, width, height, bytes, original_name, visibility)
    values (${uploadId}, ${o.ownerId}, ${o.purpose}, 'image', ${renditionKey(o.purpose, uploadId, 'original', original.extension)}, ${processed.contentType},
      ${processed.width}, ${processed.height}, ${processed.bytes}, ${o.name}, ${o.visibility})`);
  return uploadId;
}

/** Adds the demo photos once (a database that has fan-zone rows keeps them). Answers how many were added. */
export async function seedFanzonePhotos(db: Db, store: UploadStore, brand = 'ardenne'): Promise<number> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from fanzone_submissions`));
  if ((existing?.n ?? 0) > 0) return 0;
  // A few riders built their bike in the configurator: their photos offer "build this bike".
  const codes = rowsOf<{ code: string }>(await db.execute(sql`select code from concepts where brand = ${brand} and visible order by code limit 3`)).map((r) => r.code);
  let added = 0;
  for (const [index, photo] of PHOTOS.entries()) {
    const jpeg = await sharp(Buffer.from(scene(photo, index))).jpeg({ quality: 86 }).toBuffer();
    const user = await demoRider(db, photo.rider);
    const approved = photo.status === 'approved';
    const uploadId = await storeDemoUpload(db, store, { ownerId: user.id, purpose: 'fanzone', image: jpeg, name: `ride-${index + 1}.jpg`, visibility: approved ? 'public' : 'private' });
    // Decided a day apart, newest first in the gallery; waiting ones sent in the last days.
    const when = new Date(Date.UTC(2026, 9, 1 + index * 3, 9));
    const conceptCode = index % 2 === 0 ? codes[index / 2] ?? null : null;
    await db.execute(sql`insert into fanzone_submissions (user_id, brand, upload_id, caption, concept_code, locale, status, decided_at, created_at, updated_at)
      values (${user.id}, ${brand}, ${uploadId}, ${photo.caption}, ${conceptCode}, ${photo.rider.locale}, ${photo.status}, ${approved ? when : null}, ${when}, ${when})`);
    added++;
  }
  return added;
}
