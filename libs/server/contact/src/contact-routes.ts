/**
 * POST /b2c/v1/contact (issue 32 item 13): the contact page's message to customer service. The
 * body is checked by the form's own schema, the captcha is checked and spent, then customer
 * service (CUSTOMER_SERVICE_MAILBOX) gets the message (in English, its working language) with the
 * shopper as reply-to and the shopper a receipt in the page's language, both in the site's brand.
 * Limited per client address and per typed address.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { contactRequestSchema, type ContactRequest } from '@bike/shared/domain';
import { brandOf, clientIp, enforceLimits, parseInput, requireSolvedCaptcha, type ServerContext } from '@bike/server/core';
import { contactReceipt, customerServiceMail } from './contact-mails';
import { contactLimiters, mailOrFail, newReference, senderFacts } from './request-helpers';

export interface ContactAnswer {
  sent: true;
  /** Quoted in both mails and the subject, so a reply can be matched to its message. */
  reference: string;
  receiptSent: boolean;
}

export async function registerContactRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limits = contactLimiters(ctx, 'contact');
  app.route({
    method: 'POST',
    url: '/b2c/v1/contact',
    schema: {
      summary: "A message to customer service from the contact page: { topic, orderNumber?, name, email, message, captcha, locale? }; customer service gets it by mail, the shopper a receipt in the locale's language (needs a solved captcha, GET /b2c/v1/captcha)",
      tags: ['contact'],
    } as FastifySchema,
    handler: async (request, reply): Promise<{ result: ContactAnswer }> => {
      const body: ContactRequest = parseInput(contactRequestSchema, request.body);
      await enforceLimits(reply, [limits.perClientAddress, clientIp(request)]);
      await requireSolvedCaptcha(ctx, body.captcha, { remoteIp: request.ip, log: request.log });
      // Counted once the captcha is spent: every send mails the typed address a receipt.
      await enforceLimits(reply, [limits.perEmail, body.email]);
      const brand = brandOf(request, ctx.config);
      const sending = { brand, origin: ctx.config.publicOrigin };
      const mailbox = ctx.config.customerServiceMailbox.replace('{brand}', brand);
      const sender = await senderFacts(request, ctx, body);
      const reference = newReference('CS');
      await mailOrFail(ctx, customerServiceMail(sending, mailbox, body, reference, sender), 'CONTACT_SEND_ERROR', 'Your message could not be sent. Please try again later');
      // The receipt is a courtesy: the message reached customer service even when it fails.
      const receiptSent = await ctx.mailer.send(contactReceipt(sending, body.email, mailbox, body, reference, sender)).then(() => true, () => false);
      reply.status(202).header('cache-control', 'no-store');
      return { result: { sent: true, reference, receiptSent } };
    },
  });
}
