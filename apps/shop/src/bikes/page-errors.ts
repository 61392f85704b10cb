/**
 * Loader failures with the error codes of spec point 8. The shell's error boundary shows the
 * message (status 500); the code lets the page and the logs name the resource that failed.
 */
export class PageFetchError extends Error {
  readonly status = 500;
  constructor(
    readonly code: string,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** Spec point 8: PLATFORMS_FETCH_ERROR gives 500 "Error fetching platforms". */
export const platformsFetchError = (cause: unknown) => new PageFetchError('PLATFORMS_FETCH_ERROR', 'Error fetching platforms', cause);

/** Spec point 8: BIKECATEGORY_FETCH_ERROR "Error fetching bikecategories" / CATEGORY_FETCH_ERROR. */
export const categoryFetchError = (cause: unknown) => new PageFetchError('CATEGORY_FETCH_ERROR', 'Error fetching bikecategories', cause);

/** List calls only log and return nothing (spec point 8: "Most list calls only log errors and return nothing"). */
export function logAndReturn<T>(code: string, fallback: T) {
  return (error: unknown): T => {
    console.warn(`[shop] ${code}`, error instanceof Error ? error.message : error);
    return fallback;
  };
}
