import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';

interface Applicant { email: string; firstName: string; lastName: string }

/** To the jobs mailbox: who, for what, their words, and where the CV is (admins may open it). */
export function applicationMail(
  mailbox: string,
  config: ServerConfig,
  applicant: Applicant,
  application: { vacancyTitle: string; motivation: string; phone: string | null; cvPath: string },
): OutgoingMail {
  const cv = `${config.publicOrigin.replace(/\/+$/, '')}${application.cvPath}`;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const lines = [
    `Application for: ${application.vacancyTitle}`,
    `From: ${name} <${applicant.email}>${application.phone ? `, phone ${application.phone}` : ''}`,
    `CV (PDF, open it signed in as an admin): ${cv}`,
    '',
    application.motivation,
  ];
  return {
    to: mailbox,
    replyTo: applicant.email,
    subject: `Application: ${application.vacancyTitle} (${name})`,
    text: lines.join('\n'),
    html: [
      `<p><strong>${escapeHtml(application.vacancyTitle)}</strong></p>`,
      `<p>${escapeHtml(name)} &lt;${escapeHtml(applicant.email)}&gt;${application.phone ? `, ${escapeHtml(application.phone)}` : ''}</p>`,
      `<p><a href="${escapeHtml(cv)}">CV (PDF)</a></p>`,
      ...application.motivation.split('\n\n').map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ].join('\n'),
  };
}

/** To the applicant: their application arrived. */
export function applicationReceivedMail(applicant: Applicant, vacancyTitle: string): OutgoingMail {
  const greeting = applicant.firstName ? `Hello ${applicant.firstName},` : 'Hello,';
  const lines = [`Thank you for applying for "${vacancyTitle}". We have your CV and your letter, and we answer every application within two weeks.`];
  return {
    to: applicant.email,
    subject: `Your application: ${vacancyTitle}`,
    text: [greeting, '', ...lines].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`)].join('\n'),
  };
}
