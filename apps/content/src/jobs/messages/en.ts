/**
 * English texts of a job's page only (applying with a CV): loaded with that page alone
 * (apps/content/src/messages.ts). ICU messages, precompiled at build time.
 */
export const en = {
  'jobs.apply.title': 'Apply for this job',
  'jobs.apply.intro': 'Send us your CV and a few words on why this job suits you. We answer every application within two weeks.',
  'jobs.apply.signIn': 'Sign in to apply',
  'jobs.apply.cv': 'Your CV',
  'jobs.apply.cvHint': 'A PDF of at most 15 MB.',
  'jobs.apply.motivation': 'Why this job?',
  'jobs.apply.motivationHint': '{min} to {max} characters.',
  'jobs.apply.phone': 'Phone (optional)',
  'jobs.apply.submit': 'Send application',
  'jobs.apply.sending': 'Sending…',
  'jobs.apply.sent': 'Thank you! Your application is on its way to our team. You will find a confirmation in your mailbox.',
  'jobs.apply.choose': 'Choose a PDF',
  'jobs.apply.replace': 'Choose another PDF',
  'jobs.apply.uploading': 'Uploading…',
  'jobs.apply.remove': 'Remove',
  'jobs.error.ALREADY_APPLIED': 'You have already applied for this job. We will get back to you.',
  'jobs.error.VACANCY_NOT_FOUND': 'This vacancy is no longer open.',
  'jobs.error.FILESIZE_TOO_HIGH': 'This file is too large. Choose a PDF of at most 15 MB.',
  'jobs.error.INVALID_FILETYPE': 'Please send your CV as a PDF.',
  'jobs.error.tooMany': 'You sent many applications today. Please try again tomorrow.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
