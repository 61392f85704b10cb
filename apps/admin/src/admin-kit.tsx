/**
 * Small pieces every admin page uses: its texts, money and dates in the admin's locale, a status
 * badge and the history list of the audit log.
 */
import { useIntl } from 'react-intl';
import { formatDate, formatPrice } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import type { AdminHistoryEntry } from '@bike/shared/domain/admin-orders';

export type Text = (id: string, values?: Record<string, string | number>) => string;

/** The page's texts, money and dates, in the admin's locale. */
export function useAdminText() {
  const intl = useIntl();
  const { locale } = useShop();
  const t: Text = (id, values) => intl.formatMessage({ id }, values);
  return {
    t,
    /** The page's catalogue: whether a text exists for a recorded value. */
    messages: intl.messages as Record<string, unknown>,
    locale,
    money: (amount: number, currency: string) => formatPrice(amount, currency, locale),
    date: (iso: string, withTime = false) => formatDate(iso, locale, { withTime }),
    /** A compact date and time for table cells ("25 Nov 2026, 19:59"). */
    stamp: (iso: string) => formatDate(iso, locale, { style: 'medium', withTime: true }),
    number: (n: number) => intl.formatNumber(n),
  };
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`status-badge status-badge--${status}`}>{label}</span>;
}

/**
 * What admins did to an order, registration or photo, oldest first (the audit log), each move
 * as "before → after". `describe` turns a recorded state into words.
 */
export function AdminHistory({ entries, describe }: { entries: AdminHistoryEntry[]; describe: (state: Record<string, unknown> | null) => string }) {
  const { t, date } = useAdminText();
  if (entries.length === 0) return <p className="card__meta">{t('admin.history.none')}</p>;
  return (
    <ol className="admin-history" data-testid="admin-history">
      {entries.map((h) => (
        <li key={h.id}>
          <time dateTime={h.at}>{date(h.at, true)}</time> · {h.admin} · {describe(h.before)} → {describe(h.after)}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Reject, because…": a reason from the list, a note for the rider ("other" needs one; the API
 * says so) and the button. Used for fan-zone photos and bike registrations alike.
 */
export function RejectControls<R extends string>(props: {
  reasons: readonly R[];
  reason: R;
  onReason: (reason: R) => void;
  reasonLabel: (reason: R) => string;
  note: string;
  onNote: (note: string) => void;
  noteMax: number;
  busy: boolean;
  onReject: () => void;
  size?: 'small';
  testId?: string;
}) {
  const { t } = useAdminText();
  return (
    <fieldset className="admin-fanzone__reject">
      <legend className="visually-hidden">{t('admin.reject')}</legend>
      <label>
        <span className="visually-hidden">{t('admin.fanzone.reason')}</span>
        <select value={props.reason} onChange={(e) => props.onReason(e.target.value as R)}>
          {props.reasons.map((r) => <option key={r} value={r}>{props.reasonLabel(r)}</option>)}
        </select>
      </label>
      <label>
        <span className="visually-hidden">{t('admin.fanzone.note')}</span>
        <input value={props.note} maxLength={props.noteMax} placeholder={t('admin.fanzone.note')} onChange={(e) => props.onNote(e.target.value)} />
      </label>
      <Button size={props.size} variant="secondary" disabled={props.busy} onClick={props.onReject} data-testid={props.testId}>{t('admin.reject')}</Button>
    </fieldset>
  );
}
