/**
 * POST /b2c/v1/jobs/applications (issue 16 item 10): a signed-in visitor applies for a vacancy of
 * the content with a CV uploaded to POST /b2c/v1/upload/cv; the jobs mailbox (JOBS_MAILBOX) gets
 * the application by mail, the applicant a receipt. One application per person per vacancy;
 * at most APPLICATIONS_PER_DAY a day.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { APPLICATIONS_PER_DAY, jobApplicationSchema } from '@bike/shared/domain';
import { ApiError, brandOf, isUniqueViolation, parseInput, RateLimiter, rejectWhenLimited, sharedLimiterOptions, type ServerContext, localeOf } from '@bike/server/core';
import { requireUser, users } from '@bike/server/accounts';
import { findOwnedUploads, invalidFiles, uploadUrl } from '@bike/server/uploads';
import { CONTENT_LANGUAGES, findVacancy, type ContentLanguage } from '@bike/server/content';
import { mailLocale } from '@bike/server/mail';
import { jobApplications } from './schema';
import { applicationMail, applicationReceiptMail } from './job-mails';

export const vacancyNotFound = () => new ApiError(404, 'VACANCY_NOT_FOUND', 'This vacancy is no longer open.', 'vacancyNotFound');
export const alreadyApplied = () => new ApiError(409, 'ALREADY_APPLIED', 'You have already applied for this job.', 'alreadyApplied');

/** The content language of a locale (nl_BE → nl), English for one the content does not have. */
const contentLanguage = (locale: string): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(locale.slice(0, 2)) ? (locale.slice(0, 2) as ContentLanguage) : 'en';

export async function registerJobRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const perDay = new RateLimiter('job-applications', { max: APPLICATIONS_PER_DAY, windowSeconds: 86_400 }, sharedLimiterOptions(ctx));

  app.post('/b2c/v1/jobs/applications', { schema: { summary: 'Apply for a job with a CV (to the jobs mailbox)', tags: ['jobs'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(jobApplicationSchema, request.body);
    const brand = brandOf(request, ctx.config);
    const locale = localeOf(request);
    const vacancy = await findVacancy(ctx.db, input.vacancyId, contentLanguage(locale), brand);
    if (!vacancy) throw vacancyNotFound();
    const [cv] = await findOwnedUploads(ctx.db, user.id, [input.cv], 'cv');
    if (!cv || cv.kind !== 'pdf') throw invalidFiles([{ path: 'cv', message: 'CV is invalid' }]);
    const [existing] = await ctx.db.select({ id: jobApplications.id }).from(jobApplications).where(and(eq(jobApplications.userId, user.id), eq(jobApplications.brand, brand), eq(jobApplications.vacancyId, vacancy.id)));
    if (existing) throw alreadyApplied();
    await rejectWhenLimited(reply, perDay, user.id);
    try {
      await ctx.db.insert(jobApplications).values({ userId: user.id, brand, vacancyId: vacancy.id, vacancyTitle: vacancy.title, cvUploadId: cv.id, motivation: input.motivation, phone: input.phone ?? null, locale });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    await perDay.hit(user.id);
    const [applicant] = await ctx.db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale }).from(users).where(eq(users.id, user.id));
    if (applicant) {
      const mailbox = ctx.config.jobsMailbox.replace('{brand}', brand);
      const sending = { brand, origin: ctx.config.publicOrigin };
      // The application is kept either way; a mail that cannot go out is logged by its code only.
      await ctx.mailer.send(applicationMail(sending, mailbox, { applicant, vacancyTitle: vacancy.title, motivation: input.motivation, phone: input.phone ?? null, cvLink: `${sending.origin.replace(/\/+$/, '')}${uploadUrl(cv.id)}` })).catch((error: unknown) =>
        request.log.error({ code: (error as { code?: unknown }).code }, 'job application mail could not be sent'),
      );
      // The receipt in the applicant's language (account setting, else the page's), the job named in it when the content has it.
      const receiptLocale = mailLocale({ account: applicant.locale, page: locale });
      const titled = contentLanguage(receiptLocale) === contentLanguage(locale) ? vacancy : ((await findVacancy(ctx.db, vacancy.id, contentLanguage(receiptLocale), brand)) ?? vacancy);
      await ctx.mailer.send(applicationReceiptMail(sending, receiptLocale, applicant, mailbox, titled)).catch((error: unknown) =>
        request.log.error({ code: (error as { code?: unknown }).code }, 'job application receipt could not be sent'),
      );
    }
    reply.status(201).header('cache-control', 'no-store');
    return { result: { vacancyId: vacancy.id, vacancyTitle: vacancy.title, sent: true } };
  });
}
