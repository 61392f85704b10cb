import { useEffect, useMemo, useState } from 'react';
import { cartAtom, checkCartAtom, storageRestoredAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';

export type CartCheckState = 'idle' | 'checking' | 'done' | 'error';

/** Quiet time after a quantity change before the availability is asked again. */
export const CART_CHECK_DEBOUNCE_MS = 400;

/**
 * The availability check on load and after every change of the lines (spec point 7). Prices
 * coming back from the server update the cart, which does not change the ids and quantities
 * this effect watches, so it does not loop.
 */
export function useCartCheck(): CartCheckState {
  const { api, locale } = useShop();
  const restored = useAtomValue(storageRestoredAtom);
  const cart = useAtomValue(cartAtom);
  const check = useSetAtom(checkCartAtom);
  const [state, setState] = useState<CartCheckState>('idle');
  const key = useMemo(() => cart.products.map((p) => `${p.id}:${p.qty}`).join('|'), [cart.products]);

  useEffect(() => {
    if (!restored) return;
    let live = true;
    setState('checking');
    const timer = setTimeout(() => {
      check({ api, locale })
        .then(() => live && setState('done'))
        .catch(() => live && setState('error'));
    }, key === '' ? 0 : CART_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, restored, api, locale, check]);

  return state;
}
