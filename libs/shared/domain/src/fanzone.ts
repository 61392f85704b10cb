/**
 * The photo fan zone (spec points 1, 4, 7): riders send a photo of their bike, an admin approves
 * or rejects it, approved photos form the public gallery. The same valibot schemas check the
 * submission form in the browser and the API; the answer shapes are shared too.
 */
import * as v from 'valibot';
import { accountMessages, strictBody } from './account';
import { readConceptCode } from './concept-code';

/**
 * Spec point 4 names a status an admin updates without its values; ours (libs/server/fanzone/README.md):
 * submitted (waiting for moderation), approved (in the gallery), rejected (with a reason the
 * rider sees). An admin may change a decision: the gallery follows at once either way.
 */
export const FANZONE_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type FanzoneStatus = (typeof FANZONE_STATUSES)[number];

export const FANZONE_CAPTION_MAX = 140;
export const FANZONE_REASON_MAX = 300;
/** Waiting submissions per rider: enough for a weekend's photos, not a flood for the moderators. */
export const FANZONE_MAX_WAITING = 5;
/** Photos per gallery page. */
export const FANZONE_PAGE_SIZE = 24;
/** The gallery's pages are numbered 1..this; deeper pages are not worth a query. */
export const FANZONE_MAX_PAGE = 200;

/** Reasons an admin picks from (spec point 5's "a photo showing persons" is one); "other" needs words. */
export const FANZONE_REJECTION_REASONS = ['persons', 'notABike', 'quality', 'rights', 'other'] as const;
export type FanzoneRejectionReason = (typeof FANZONE_REJECTION_REASONS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text holds control characters (C0 and C1), line breaks allowed or not. A caption has
 * none (folding spaces already turned tabs and newlines into spaces); a letter keeps its lines.
 */
export const hasControlCharacters = (value: string, { lineBreaks = false } = {}): boolean =>
  [...value].some((ch) => {
    const code = ch.codePointAt(0)!;
    return (code < 0x20 && !(lineBreaks && code === 0x0a)) || (code >= 0x7f && code <= 0x9f);
  });

/** A caption as typed: NFC, inner runs of spaces folded, trimmed; then checked (normalise, then validate). */
export const normaliseCaption = (raw: string): string => raw.normalize('NFC').replace(/\s+/g, ' ').trim();

const captionField = v.pipe(
  v.string(accountMessages.required('Caption')),
  v.transform(normaliseCaption),
  v.nonEmpty(accountMessages.required('Caption')),
  v.maxLength(FANZONE_CAPTION_MAX, accountMessages.maxLength('Caption', FANZONE_CAPTION_MAX)),
  v.check((value) => !hasControlCharacters(value), accountMessages.invalid('Caption')),
);

/** An optional concept code ("build this bike"): empty means none; any other text must be a code's shape. */
const conceptField = v.optional(
  v.pipe(
    v.nullable(v.string(accountMessages.invalid('Concept code'))),
    v.transform((value) => (value === null || value.trim() === '' ? null : value)),
    v.check((value) => value === null || readConceptCode(value).ok, accountMessages.invalid('Concept code')),
    v.transform((value) => {
      if (value === null) return null;
      const read = readConceptCode(value);
      return read.ok ? read.code : null;
    }),
  ),
  null,
);

/** POST /b2c/v1/fanzone/submissions */
export const fanzoneSubmissionSchema = strictBody({
  /** The id POST /b2c/v1/upload/fanzone answered. */
  photo: v.pipe(v.string(accountMessages.required('Photo')), v.nonEmpty(accountMessages.required('Photo')), v.regex(UUID, accountMessages.invalid('Photo'))),
  caption: captionField,
  conceptCode: conceptField,
  /** Publishing a photo needs the rider's say-so (and that it is theirs to publish). */
  consent: v.pipe(v.boolean(accountMessages.required('Consent')), v.check((value) => value === true, accountMessages.required('Consent'))),
});
export type FanzoneSubmissionInput = v.InferOutput<typeof fanzoneSubmissionSchema>;

/** POST /b2c/v1/fanzone/submissions/{id} (admin): a rejection needs a reason; "other" needs a note. */
export const fanzoneDecisionSchema = v.pipe(
  strictBody({
    status: v.picklist(FANZONE_STATUSES, accountMessages.invalid('Status')),
    reason: v.optional(v.nullable(v.picklist(FANZONE_REJECTION_REASONS, accountMessages.invalid('Reason'))), null),
    note: v.optional(
      v.nullable(v.pipe(v.string(accountMessages.invalid('Note')), v.transform(normaliseCaption), v.maxLength(FANZONE_REASON_MAX, accountMessages.maxLength('Note', FANZONE_REASON_MAX)))),
      null,
    ),
  }),
  v.forward(v.check((input) => input.status !== 'rejected' || input.reason !== null, accountMessages.required('Reason')), ['reason']),
  v.forward(v.check((input) => input.reason !== 'other' || !!input.note, accountMessages.required('Note')), ['note']),
);
export type FanzoneDecisionInput = v.InferOutput<typeof fanzoneDecisionSchema>;

/** A photo of the gallery, as everyone may see it. */
export interface FanzonePhoto {
  id: string;
  caption: string;
  /** The rider's first name only: the gallery never shows a full name or address. */
  author: string;
  /** A concept to build this bike from, when the rider linked one that is still visible. */
  conceptCode: string | null;
  approvedAt: string;
  image: { width: number; height: number; original: string; thumbnails: Record<string, string> };
}

/** A submission as its owner (and an admin) sees it. */
export interface FanzoneSubmission {
  id: string;
  status: FanzoneStatus;
  caption: string;
  conceptCode: string | null;
  reason: FanzoneRejectionReason | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  image: { width: number | null; height: number | null; original: string; thumbnail: string } | null;
}

export interface FanzoneGalleryPage {
  photos: FanzonePhoto[];
  page: number;
  pages: number;
  total: number;
}
