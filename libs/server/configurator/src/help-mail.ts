import type { OutgoingMail } from '@bike/server/core';
import { escapeHtml } from '@bike/server/mail';
import { CHOICE_KEYS, type ConfiguratorHelpInput } from '@bike/shared/domain';

/**
 * The chat helper's message to the brand's support mailbox: who asks, what, and the build they
 * were looking at with a link that opens it. Replying goes to the rider. Support reads English.
 */
export function configuratorHelpMail(to: string, brandName: string, input: ConfiguratorHelpInput, buildLink: string): OutgoingMail {
  const choices = CHOICE_KEYS.filter((k) => input.choices?.[k]).map((k) => `${k}: ${input.choices![k]}`);
  const lines = [
    `A rider asks for help in the ${brandName} configurator.`,
    '',
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    ...(input.locale ? [`Locale: ${input.locale}`] : []),
    '',
    'Message:',
    input.message,
    '',
    `Model: ${input.model}`,
    ...choices,
    `Open the build: ${buildLink}`,
  ];
  return {
    to,
    subject: `Configurator question about ${input.model}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n'),
    replyTo: input.email,
  };
}
