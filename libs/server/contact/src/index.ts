/**
 * Shoppers' messages to the people behind the shop (issue 32 item 13): the contact page's
 * message to customer service and the bike-fitting page's appointment request to a dealer,
 * each with a receipt in the page's language. Schemas in @bike/shared/domain (contact-requests).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { registerContactRoutes } from './contact-routes';
import { registerFittingRoutes } from './fitting-routes';

export type { ContactAnswer } from './contact-routes';
export { fittingNotOffered, type FittingAnswer } from './fitting-routes';

export async function registerContactRequestRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerContactRoutes(app, ctx);
  await registerFittingRoutes(app, ctx);
}
