import { useId, useState, type FormEvent } from 'react';
import {
  applyDiscountCodeAtom, discountAtom, discountCodeAtom, discountOutcomeMessage, removeDiscountCodeAtom, showToastAtom, useAtomValue, useSetAtom,
} from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { tableEntry } from './use-locale-entry';

/**
 * The discount code field of the cart (spec point 4). The code is looked up and set only if
 * active and checkout is allowed; every outcome is said in a toast and next to the field.
 */
export function DiscountCodeForm({ noRelatedItems }: { noRelatedItems: boolean }) {
  const { api, locale, brand } = useShop();
  const code = useAtomValue(discountCodeAtom);
  const discount = useAtomValue(discountAtom);
  const apply = useSetAtom(applyDiscountCodeAtom);
  const removeCode = useSetAtom(removeDiscountCodeAtom);
  const toast = useSetAtom(showToastAtom);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const id = useId();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setFeedback({ text: t('cart.codeRequired'), kind: 'error' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    const outcome = await apply({ api, locale, brand, code: entered, fallbackLocale: tableEntry(locale) });
    setBusy(false);
    const message = discountOutcomeMessage(outcome, true);
    if (message) {
      const text = t(message.id, message.values);
      toast({ kind: message.kind, message: text });
      setFeedback({ text, kind: message.kind });
    }
    if (outcome.kind === 'applied') setValue('');
  };

  const applied = code && discount;
  return (
    <div className="cart-discount">
      {applied ? (
        <div className="cart-discount__applied">
          <p className="cart-discount__code" data-testid="discount-applied">{t('cart.codeApplied', { code })}</p>
          <Button variant="ghost" size="small" onClick={() => { removeCode(); setFeedback(null); }}>
            {t('cart.removeCode')}
          </Button>
        </div>
      ) : (
        <form className="cart-discount__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`}>{t('cart.discountCode')}</label>
          <div className="cart-discount__row">
            <input
              id={`${id}-code`}
              name="discountcode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={value}
              aria-invalid={feedback?.kind === 'error' || undefined}
              aria-describedby={`${id}-feedback`}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
              {t('cart.applyCode')}
            </Button>
          </div>
        </form>
      )}
      <div id={`${id}-feedback`} className="cart-discount__feedback" aria-live="polite">
        {busy && <p>{t('cart.codeChecking')}</p>}
        {applied && noRelatedItems ? (
          <p className="cart-discount__error" data-testid="discount-message">{t('toast.noRelatedItems')}</p>
        ) : (
          !applied && feedback && <p className={feedback.kind === 'error' ? 'cart-discount__error' : 'cart-discount__ok'} data-testid="discount-message">{feedback.text}</p>
        )}
      </div>
    </div>
  );
}
