/**
 * English texts of the admin remote (dashboard, orders, bike registrations and
 * fan zone): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Admin area.
  'admin.approve': 'Approve',
  'admin.reject': 'Reject',
  'admin.status': 'Status',
  'admin.fanzone.intro': 'Photos riders sent to the fan zone. Approved photos are in the gallery at once; the rider gets a mail either way.',
  'admin.fanzone.empty': 'No photos with this status.',
  'admin.fanzone.status.submitted': 'Waiting',
  'admin.fanzone.status.approved': 'Approved',
  'admin.fanzone.status.rejected': 'Rejected',
  'admin.fanzone.reason': 'Reason',
  'admin.fanzone.reason.persons': 'Shows persons',
  'admin.fanzone.reason.notABike': 'Not one of our bikes',
  'admin.fanzone.reason.quality': 'Too dark, blurred or small',
  'admin.fanzone.reason.rights': 'Not theirs to publish',
  'admin.fanzone.reason.other': 'Other (with a note)',
  'admin.fanzone.note': 'Note for the rider',
  'admin.fanzone.noteNeeded': '"Other" needs a note for the rider.',
  'admin.fanzone.concept': 'Linked concept {code}',
  'admin.history': 'History',
  'admin.history.none': 'No admin has acted on it yet.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
