/** English texts of the job mails: the applicant's receipt, and the application to the jobs mailbox (which reads English). */
export const en = {
  'receipt.subject': 'Your application: {job}',
  'receipt.intro': 'Thank you for applying for the job of {job} at {brand}. Your CV and your letter have reached our team.',
  'receipt.next': 'What happens next: someone from our team reads every application and answers you by e-mail within two weeks, with an invitation to meet or with our decision.',
  'receipt.add': 'Want to add something to your application? Just reply to this mail.',
  'receipt.action': 'See the job',
  'receipt.signOff': 'The {brand} team',
  'row.job': 'Job',
  'row.name': 'Name',
  'row.email': 'E-mail',
  'row.phone': 'Phone',
  'application.subject': 'Application: {job} ({name})',
  'application.intro': 'A new application came in through the {brand} web shop.',
  'application.cv': 'Open the CV (PDF, signed in as an admin)',
  'application.letter': 'The applicant’s letter:',
  'application.reply': 'Reply to this mail to answer the applicant.',
};

export type JobMailMessages = Record<keyof typeof en, string>;
