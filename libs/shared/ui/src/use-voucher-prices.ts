import { useEffect, useState } from 'react';

/**
 * Prices with the shopper's own discount code (spec point 4; issue 32 item 3). The code lives in
 * the browser store, so a page rendered on the server is priced with the locale's voucher; once
 * in the browser, when the shopper's `code` (discountCodeAtom) is another one than the code
 * `priced` was priced with, `reprice` asks the server again with that code, and its answer
 * replaces `priced`. So the bike page, compare and the configurator take off what the cart takes
 * off. Until the answer (or when the call fails) `priced` stays: checkout prices every line again.
 *
 * `key` names what is priced (an item, a model); `pricedWith` is the code of the voucher in
 * `priced`, or null when none applies to it. The caller reads the code from the store, so this
 * hook is bundled only by the pages that use it, not by the shell.
 */
export function useVoucherPrices<T>(priced: T, pricedWith: string | null, code: string | null, key: string, reprice: (code: string) => Promise<T>): T {
  const wanted = code && code !== pricedWith ? `${key}#${code}` : null;
  const [answer, setAnswer] = useState<{ wanted: string; value: T } | null>(null);
  useEffect(() => {
    if (!wanted || !code) return;
    let live = true;
    reprice(code).then((value) => live && setAnswer({ wanted, value }), () => undefined);
    return () => {
      live = false;
    };
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  return wanted && answer?.wanted === wanted ? answer.value : priced;
}
