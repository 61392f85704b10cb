import { ApiClientError, fetchMenuFamilies, type ApiClient } from '@bike/shared/api-client';
import { toMenuFamily, type MenuFamily } from '@bike/shared/domain';
import { platformsFetchError } from './page-errors';

/**
 * The menu view of the families (GET /V1/families?view=menu) for the bikes pages, failures as
 * PLATFORMS_FETCH_ERROR (spec point 8: 500 "Error fetching platforms"). toMenuFamily also reads
 * the full view, so an API that ignores `view` still works.
 */
export async function loadMenuFamilies(api: ApiClient, locale: string, brand: string): Promise<MenuFamily[]> {
  try {
    const families = await fetchMenuFamilies(api, locale, brand);
    return families.map((family) => toMenuFamily(family));
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) throw error;
    throw platformsFetchError(error);
  }
}
