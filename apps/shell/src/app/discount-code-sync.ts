import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { findLocale } from '@bike/shared/i18n';
import {
  applyDiscountCodeAtom, chooseDiscountCode, discountAtom, discountCodeAtom, discountOutcomeMessage, fetchLocaleEntry, localeEntryFromTable,
  showToastAtom, storageRestoredAtom, useAtomValue, useSetAtom, useStore,
} from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';

/**
 * Keeps the discount code honest on every page (spec point 4): once browser storage is
 * restored, a `?voucher=` (which wins over the stored code), else the stored code, else the
 * locale's voucher is looked up. It is set only if the discount is active and checkout is
 * allowed; otherwise it is cleared with the error toast. Runs again when ?voucher= changes.
 */
export function useDiscountCodeSync() {
  const intl = useIntl();
  const store = useStore();
  const { api, locale, brand } = useShop();
  const restored = useAtomValue(storageRestoredAtom);
  const apply = useSetAtom(applyDiscountCodeAtom);
  const toast = useSetAtom(showToastAtom);
  const voucher = new URLSearchParams(useLocation().search).get('voucher');

  useEffect(() => {
    if (!restored) return;
    let live = true;
    const definition = findLocale(locale);
    const fallback = definition ? localeEntryFromTable(definition) : null;
    fetchLocaleEntry(api, locale, fallback)
      .catch(() => fallback)
      .then(async (entry) => {
        const choice = chooseDiscountCode({ fromUrl: voucher, stored: store.get(discountCodeAtom), localeVoucher: entry?.voucher });
        if (!live || !choice) return;
        // A stored code already accepted on this page visit is not asked again.
        if (choice.source === 'stored' && store.get(discountAtom)?.code === choice.code) return;
        const outcome = await apply({ api, locale, brand, code: choice.code, fallbackLocale: fallback });
        const message = discountOutcomeMessage(outcome, choice.source !== 'stored');
        if (message) toast({ kind: message.kind, message: intl.formatMessage({ id: message.id }, message.values) });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, voucher, locale]);
}
