import { ApiError, describeErrorForLog } from '@bike/server/core';

/**
 * Runs a read and turns an unexpected failure (database down, a bug) into a 500 carrying the
 * resource's fetch error code of spec point 8 (BIKE_FETCH_ERROR, DEALER_FETCH_ERROR...), which
 * the shop translates. Client errors (ApiError) pass through unchanged.
 */
export async function fetchErrors<T>(code: string, message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Described, never printed whole: a failed query's message carries its parameters.
    console.error(`[catalogue] ${code}`, JSON.stringify(describeErrorForLog(error)));
    throw new ApiError(500, code, message);
  }
}
