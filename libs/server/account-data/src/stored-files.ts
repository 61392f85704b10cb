import type { FastifyBaseLogger } from 'fastify';
import { allKeys, type UploadRow, type UploadStore } from '@bike/server/uploads';

/**
 * Removes the stored files of upload rows already deleted, after their transaction committed:
 * best effort, since a file left behind is unreachable once no row names it. Logs only how many
 * failed (keys name no user, but the count is all an operator needs).
 */
export async function removeStoredFiles(store: UploadStore, files: Array<Pick<UploadRow, 'storageKey' | 'kind'>>, log: FastifyBaseLogger, what: string): Promise<void> {
  let failed = 0;
  for (const file of files) {
    for (const key of allKeys(file)) {
      try {
        await store.delete(key);
      } catch {
        failed++;
      }
    }
  }
  if (failed) log.warn({ failed }, `some stored files of ${what} could not be removed`);
}
