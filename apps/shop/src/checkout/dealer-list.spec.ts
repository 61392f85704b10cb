import { renderHook, waitFor } from '@testing-library/react';
import type { ApiClient } from '@bike/shared/api-client';
import { useDealersNear } from './dealer-list';

/**
 * The pickup step offers only dealers the order API accepts (delivery-dealer.ts): dealers, not
 * rental points, of the locale's country (the brand travels as the client's x-brand header).
 * delivery-dealer-api.spec.ts places an order to every dealer this query answers.
 */
it('asks the API for dealers of the locale\'s country only', async () => {
  const get = jest.fn().mockResolvedValue([{ id: 1, cusid: 'C100001', name: 'Velo Beringen' }]);
  const api = { get } as unknown as ApiClient;
  const { result } = renderHook(() => useDealersNear(api, 'nl_BE', 'BE', 51.05, 5.22, true));
  await waitFor(() => expect(result.current.kind).toBe('loaded'));
  expect(get).toHaveBeenCalledWith('/b2c/v1/dealers', expect.objectContaining({ type: 'dealer', country: 'BE', locale: 'nl_BE' }));
  expect(result.current).toMatchObject({ dealers: [{ customerid: 'C100001' }] });
});
