import type { OutgoingMail } from '@bike/server/core';
import { escapeHtml } from '@bike/server/mail';
import type { DealerRequestInput } from '@bike/shared/domain';

export interface RequestedItem { externalid: string; title: string }

function lettered(to: string, subject: string, lines: string[], replyTo?: string): OutgoingMail {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}

function details(request: DealerRequestInput, item: RequestedItem | null): string[] {
  return [
    `Name: ${request.firstName} ${request.lastName}`,
    `E-mail: ${request.email}`,
    ...(request.phoneNr ? [`Phone: ${request.phoneNr}`] : []),
    ...(item ? [`Bike or product: ${item.title} (${item.externalid})${request.onStock ? ', which you have in stock' : ''}`] : []),
  ];
}

/** To the dealer: who asks, about what, and how to reach them (replying goes to the shopper). */
export function dealerRequestMail(dealer: { name: string; email: string }, brandName: string, request: DealerRequestInput, item: RequestedItem | null): OutgoingMail {
  return lettered(
    dealer.email,
    `Contact request from the ${brandName} web shop`,
    [`Hello ${dealer.name},`, '', `A shopper on the ${brandName} web shop would like you to contact them.`, '', ...details(request, item), '', 'Reply to this mail to answer them.'],
    request.email,
  );
}

/** The shopper's copy: what was sent, and to whom. */
export function dealerRequestCopy(dealer: { name: string; city: string }, brandName: string, request: DealerRequestInput, item: RequestedItem | null): OutgoingMail {
  return lettered(
    request.email,
    `Your request to ${dealer.name}`,
    [`Hello ${request.firstName},`, '', `We sent your request to ${dealer.name} in ${dealer.city}. The dealer will contact you soon.`, '', ...details(request, item), '', `The ${brandName} team`],
  );
}
