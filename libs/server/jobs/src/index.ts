/** Job applications (issue 16 item 10): a CV and a letter for a vacancy of the content, to the jobs mailbox. */
export * from './schema';
export { registerJobRoutes, vacancyNotFound, alreadyApplied } from './job-routes';
