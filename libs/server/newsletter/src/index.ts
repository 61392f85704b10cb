/**
 * Newsletter subscriptions with double opt-in (spec points 3, 7, 8): the /b2c/v1/newsletter
 * routes, the mailed confirm and unsubscribe links (RFC 8058 one-click) and the functions other
 * modules call (bike registration, account settings, account deletion).
 */
export * from './schema';
export * from './newsletter-input';
export { registerNewsletterRoutes } from './newsletter-routes';
export {
  requestSubscription,
  newsletterStatusOf,
  unsubscribeAddress,
  endSubscriptionsAskedBy,
  newsletterSubscriptionsOf,
  newsletterSubscribeError,
  SUBSCRIBES_PER_EMAIL_PER_HOUR,
  SUBSCRIBES_PER_IP_PER_HOUR,
  TOKEN_MISSES_PER_IP,
  type SubscriptionRequest,
  type SubscriptionOutcome,
} from './newsletter-service';
