/**
 * The photo fan zone (spec points 1, 4, 7): riders' submissions, the public gallery and the
 * admin's moderation calls. The rules and shapes live in @bike/shared/domain (fanzone.ts).
 */
export * from './schema';
export { registerFanzoneRoutes, QUEUE_PAGE_SIZE } from './fanzone-routes';
