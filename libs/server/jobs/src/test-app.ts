/** Test harness (not exported from index.ts): the uploads harness with the jobs routes, over the content seed (vacancies). */
import { seedContent } from '@bike/seed';
import { createUploadsTestApp, json, signUp, upload, type UploadsTestApp } from '@bike/server/uploads/testing';
import { registerJobRoutes } from './index';

export type JobsTestApp = UploadsTestApp;
export { json, signUp, upload };

export const createJobsTestApp = () => createUploadsTestApp(registerJobRoutes, (ctx) => seedContent(ctx.db));
