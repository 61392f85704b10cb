import { singleLine, type DealerRequestInput } from '@bike/shared/domain';
import type { OutgoingMail } from '@bike/server/core';
import { escapeHtml } from '@bike/server/mail';

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

/**
 * Each detail is one line of the mail: a value holding a line break (the schema already folds
 * the shopper's names; a dealer's name or an item title comes from the database) could otherwise
 * start a line of its own and pass for another detail ("E-mail: ...").
 */
function details(request: DealerRequestInput, item: RequestedItem | null): string[] {
  return [
    `Name: ${singleLine(`${request.firstName} ${request.lastName}`)}`,
    `E-mail: ${singleLine(request.email)}`,
    ...(request.phoneNr ? [`Phone: ${singleLine(request.phoneNr)}`] : []),
    ...(item ? [`Bike or product: ${singleLine(item.title)} (${singleLine(item.externalid)})${request.onStock ? ', which you have in stock' : ''}`] : []),
    // The shopper's own words last, after a blank line; the schema normalised them (paragraphs kept).
    ...(request.message ? ['', 'Message:', ...request.message.split('\n')] : []),
  ];
}

/** To the dealer: who asks, about what, and how to reach them (replying goes to the shopper). */
export function dealerRequestMail(dealer: { name: string; email: string }, brandName: string, request: DealerRequestInput, item: RequestedItem | null): OutgoingMail {
  return lettered(
    dealer.email,
    `Contact request from the ${brandName} web shop`,
    [`Hello ${singleLine(dealer.name)},`, '', `A shopper on the ${brandName} web shop would like you to contact them.`, '', ...details(request, item), '', 'Reply to this mail to answer them.'],
    request.email,
  );
}

/**
 * The shopper's copy: what was sent, and to whom. `to` is the signed-in account's own, verified
 * address (the route decides), never the address typed into the form: a copy to a typed address
 * would let anyone send the shop's mail, with their own text in it, to any inbox.
 */
export function dealerRequestCopy(to: string, dealer: { name: string; city: string }, brandName: string, request: DealerRequestInput, item: RequestedItem | null): OutgoingMail {
  const dealerName = singleLine(dealer.name);
  return lettered(
    to,
    `Your request to ${dealerName}`,
    [`Hello ${singleLine(request.firstName)},`, '', `We sent your request to ${dealerName} in ${singleLine(dealer.city)}. The dealer will contact you soon.`, '', ...details(request, item), '', `The ${brandName} team`],
  );
}
