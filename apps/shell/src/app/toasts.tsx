import { dismissToastAtom, toastsAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';

/** Toasts of spec point 9: bottom right, 5000 ms, announced to screen readers. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const intl = useIntl();
  return (
    <div className="toasts" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          {toast.action && <ShopLink to={toast.action.to} className="toast__action">{toast.action.label}</ShopLink>}
          <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={intl.formatMessage({ id: 'nav.close' })}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
