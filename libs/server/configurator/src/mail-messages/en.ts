/** English texts of the chat helper's mails: the question to the support mailbox (which reads English) and the rider's copy. */
export const en = {
  'support.subject': 'Configurator question about {model}',
  'support.intro': 'A rider asks for help in the {brand} configurator.',
  'support.emailProven': '{email} (signed in, address confirmed)',
  'support.emailUnproven': '{email} (not confirmed)',
  'support.question': 'Their question:',
  'support.build': 'The build they were looking at:',
  'support.action': 'Open the build',
  'support.reply': 'Reply to this mail to answer the rider, in their language.',
  'row.name': 'Name',
  'row.email': 'E-mail',
  'row.language': 'Language',
  'row.model': 'Model',
  'copy.subject': 'We have your question about the {model}',
  'copy.intro': 'Thank you for writing to us from the {brand} configurator. Your question about the {model} has reached our team.',
  'copy.question': 'Your question:',
  'copy.next': 'Our team answers questions about sizes, parts and delivery by e-mail, usually within one working day.',
  'copy.build': 'The link below opens the bike just as you had configured it when you wrote to us.',
  'copy.action': 'Open your build',
  'copy.add': 'Want to add something? Just reply to this mail.',
  'signOff': 'The {brand} team',
};

export type HelpMailMessages = Record<keyof typeof en, string>;
