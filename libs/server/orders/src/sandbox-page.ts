import { escapeHtml } from '@bike/server/core';
import { translator, type MailCatalogue, type Translate } from '@bike/server/mail';
import { PAYMENT_STATUSES, type PaymentStatus } from '@bike/shared/domain';
import { findLocale, LANGUAGES, type Language } from '@bike/shared/i18n/locales';
import { money } from './money-text';
import { de } from './page-messages/de';
import { en, type SandboxPageMessages } from './page-messages/en';
import { es } from './page-messages/es';
import { fr } from './page-messages/fr';
import { it } from './page-messages/it';
import { nl } from './page-messages/nl';

/**
 * The embedded sandbox payment page (PAYMENT_PROVIDER=sandbox, the default): brand-neutral,
 * no scripts, one form with Pay / Fail / Cancel. Posting it sends a signed webhook through the
 * same handler a real provider uses, then sends the shopper back to the shop. Like a provider's
 * hosted page it speaks the order's language (texts in page-messages/, formatted by the mail
 * layer's ICU translator) and writes the amount with Intl.NumberFormat in the order's locale and
 * currency (€ 3.898,10 on nl_BE, CHF 3'898.10 on de_CH); the buttons' values (pay, fail, cancel)
 * stay the same in every language.
 */
export interface SandboxPageData {
  paymentUuid: string;
  orderId: string;
  amount: number;
  currency: string;
  /** The order's locale ('nl_BE'): the page's language and number format. */
  locale: string;
  status: string;
  open: boolean;
  returnPath: string;
}

type Key = keyof SandboxPageMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/**
 * The page's language and BCP 47 tag from the order's locale: nl_BE → nl and nl-BE. A locale
 * the shop does not know keeps its language when it is one of the six ('nl_XX' → nl), else English.
 */
export function sandboxLocale(locale: string): { language: Language; bcp47: string } {
  const known = findLocale(locale);
  if (known) return { language: known.language, bcp47: known.iso };
  const language = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? { language: language as Language, bcp47: language } : { language: 'en', bcp47: 'en' };
}

/** The amount as the locale writes it; a currency code Intl does not know keeps a plain form. */
export const sandboxAmount = money;

/** A payment status in the page's language; one the catalogue does not know shows as it is stored. */
const statusText = (t: Translate<Key>, status: string): string =>
  (PAYMENT_STATUSES as readonly string[]).includes(status) ? t(`status.${status as PaymentStatus}`) : status;

export function sandboxPage(d: SandboxPageData): string {
  const e = escapeHtml;
  const { language, bcp47 } = sandboxLocale(d.locale);
  const t = translator(TEXTS, language, bcp47);
  const amount = sandboxAmount(d.amount, d.currency, bcp47);
  const body = d.open
    ? `<p>${e(t('intro'))}</p>
    <form method="post" action="/payments/sandbox/${e(d.paymentUuid)}">
      <div class="actions">
        <button type="submit" name="action" value="pay" class="primary">${e(t('pay', { amount }))}</button>
        <button type="submit" name="action" value="fail">${e(t('fail'))}</button>
        <button type="submit" name="action" value="cancel">${e(t('cancel'))}</button>
      </div>
    </form>`
    : `<p role="status">${e(t('closed'))}</p>
    <p><a href="${e(d.returnPath)}">${e(t('back'))}</a></p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('title', { id: d.orderId }))}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #fff; color: #18181b; cursor: pointer; min-height: 44px; }
  button.primary { background: #18181b; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <h1>${e(t('heading'))}</h1>
  <dl>
    <dt>${e(t('order'))}</dt><dd>${e(d.orderId)}</dd>
    <dt>${e(t('amount'))}</dt><dd>${e(amount)}</dd>
    <dt>${e(t('status'))}</dt><dd>${e(statusText(t, d.status))}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
