import { useEffect } from 'react';
import { cartAtom, clearCartAtom, storageRestoredAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { checkoutPasswordAtom, checkoutSessionAtom } from './checkout-session';
import { clearIdempotencyKey } from './idempotency';

/**
 * Once an order is placed for good (paid, or waiting for a bank transfer), the cart that made
 * it is cleared (which resets status, details, location and remark), and so are the checkout
 * session and the attempt's idempotency key. Only the cart that placed this order is cleared:
 * opening an old order link never empties a new cart.
 */
export function useCompleteOrder(uuid: string | null, done: boolean) {
  const cart = useAtomValue(cartAtom);
  const restored = useAtomValue(storageRestoredAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const setSession = useSetAtom(checkoutSessionAtom);
  const setPassword = useSetAtom(checkoutPasswordAtom);
  const mine = !!uuid && cart.orderUuid === uuid;
  useEffect(() => {
    if (!done || !restored || !mine) return;
    clearCart();
    setSession(null);
    setPassword('');
    try {
      clearIdempotencyKey(window.sessionStorage);
    } catch {
      // No storage: nothing to clear.
    }
  }, [done, restored, mine]); // eslint-disable-line react-hooks/exhaustive-deps
}
