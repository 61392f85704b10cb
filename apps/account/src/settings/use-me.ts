import { useEffect, useState } from 'react';
import type { AccountUser } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';

/** The signed-in user (GET /b2c/v1/users/me); the shared api-client refreshes an expired session first. */
export function useMe(): [AccountUser | null | 'failed', (user: AccountUser) => void] {
  const { api } = useShop();
  const [me, setMe] = useState<AccountUser | null | 'failed'>(null);
  useEffect(() => {
    api.get<AccountUser>('/b2c/v1/users/me').then(setMe, () => setMe('failed'));
  }, [api]);
  return [me, setMe];
}
