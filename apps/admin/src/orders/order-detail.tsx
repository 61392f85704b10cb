import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import type { AdminOrderAddress, AdminOrderDetail } from '@bike/shared/domain/admin-orders';
import type { OrderStatus } from '@bike/shared/domain/order-status';
import { BRAND_DISPLAY_NAMES } from '@bike/shared/domain/brand-names';
import { isFinalOrderMove } from '@bike/shared/domain/admin-moves';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, ConfirmDialog, PageHeader } from '@bike/shared/ui';
import { AdminHistory, StatusBadge, useAdminText } from '../admin-kit';

/** An address as the admin reads it: the country by its name in the admin's language (België, not BE). */
function Address({ address }: { address: AdminOrderAddress }) {
  const { locale } = useAdminText();
  const country = new Intl.DisplayNames([locale.split('_')[0]!], { type: 'region', fallback: 'code' }).of(address.country) ?? address.country;
  return (
    <address>
      {address.street} {address.number}<br />
      {address.postalCode} {address.city}<br />
      {country}
    </address>
  );
}

/**
 * A payment's provider in the admin's language ('banktransfer' is Overschrijving); a provider the
 * admin texts do not know yet (a newly configured adapter) shows its code rather than nothing.
 */
function useProviderName(): (provider: string) => string {
  const intl = useIntl();
  return (provider) => {
    const id = `admin.paymentProvider.${provider}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : provider;
  };
}

/** The admin's words for the codes of a refused move (409); other codes show the API's reason. */
const CONFLICT_TEXTS: Record<string, string> = {
  TRANSFER_NOT_WAITING: 'admin.order.conflict.transfer',
  PAYMENT_NOT_RECEIVED: 'admin.order.conflict.payment',
};

/** A move waiting for the admin's yes: a status, or the bank transfer received. */
type Question = { kind: 'move'; to: OrderStatus } | { kind: 'transfer' };

/**
 * One order as the admin sees it: lines, money, addresses, payments and history. The status
 * moves offered are the ones the server lists (the transition table, and paid only once a payment
 * is); the server checks again and a refused move shows its reason. A bank transfer still waiting
 * is marked paid with its own action, which moves the transfer and the order together. A move
 * that cannot be undone (isFinalOrderMove: today every one, the table only goes forward) asks first.
 */
export function OrderDetail({ initial }: { initial: AdminOrderDetail }) {
  const { api } = useShop();
  const { t, money, date } = useAdminText();
  const providerName = useProviderName();
  const [order, setOrder] = useState(initial);
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const act = async (call: () => Promise<AdminOrderDetail>, success: string) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setOrder(await call());
      setNext('');
      setDone(success);
    } catch (error) {
      // A refused move says why (the API's reason), in the admin's words where we have them.
      setProblem(error instanceof ApiClientError && error.status === 409 ? t(CONFLICT_TEXTS[error.code] ?? 'admin.order.conflict.status', { reason: error.message }) : t('error.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const move = (to: OrderStatus) => act(() => api.post<AdminOrderDetail>(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: to }), t('admin.order.moved', { status: t(`admin.orderStatus.${to}`) }));
  const markPaid = () => act(() => api.post<AdminOrderDetail>(`/b2c/v1/admin/orders/${order.uuid}/transfer-paid`), t('admin.order.transferPaidDone'));
  const askMove = () => {
    if (!next) return;
    if (isFinalOrderMove(order.status, next)) setQuestion({ kind: 'move', to: next });
    else void move(next);
  };
  const confirm = () => {
    const asked = question;
    setQuestion(null);
    if (asked?.kind === 'move') void move(asked.to);
    else if (asked?.kind === 'transfer') void markPaid();
  };
  const status = (s: OrderStatus) => t(`admin.orderStatus.${s}`);
  const describe = (state: Record<string, unknown> | null) => (state?.['status'] ? t(`admin.orderStatus.${String(state['status'])}`) : '–');

  return (
    <div className="page admin-page admin-order" data-testid="admin-order">
      <p><ShopLink to="admin/orders">← {t('admin.orders.back')}</ShopLink></p>
      <PageHeader eyebrow={BRAND_DISPLAY_NAMES[order.brand as keyof typeof BRAND_DISPLAY_NAMES] ?? order.brand} title={t('admin.order.title', { id: order.id })} intro={date(order.createdAt, true)} />

      <section className="admin-card admin-order__status" aria-labelledby="order-status">
        <h2 id="order-status">{t('admin.orders.col.status')}</h2>
        <p>
          <StatusBadge status={order.status} label={t(`admin.orderStatus.${order.status}`)} />{' '}
          <span className="card__meta">{t(`admin.paymentMethod.${order.paymentMethod}`)} · {t(`admin.paymentStatus.${order.paymentStatus}`)}</span>
        </p>
        {order.nextStatuses.length > 0 ? (
          <div className="admin-order__move">
            <label className="admin-field">
              <span>{t('admin.order.moveTo')}</span>
              <select value={next} onChange={(e) => setNext(e.target.value as OrderStatus)} data-testid="order-next-status">
                <option value="">{t('admin.order.choose')}</option>
                {order.nextStatuses.map((s) => <option key={s} value={s}>{t(`admin.orderStatus.${s}`)}</option>)}
              </select>
            </label>
            <Button disabled={!next || busy} onClick={askMove}>{t('admin.order.move')}</Button>
          </div>
        ) : (
          <p className="card__meta">{t('admin.order.final')}</p>
        )}
        {order.transferPayable && (
          <p>
            <Button variant="secondary" disabled={busy} onClick={() => setQuestion({ kind: 'transfer' })} data-testid="transfer-paid">{t('admin.order.transferPaid')}</Button>{' '}
            <span className="card__meta">{t('admin.order.reference', { reference: order.transferReference ?? '–' })}</span>
          </p>
        )}
        {question && (
          <ConfirmDialog
            testId="order-confirm"
            question={question.kind === 'move' ? t('admin.order.confirmMove', { id: order.id, status: status(question.to) }) : t('admin.order.confirmTransfer', { id: order.id })}
            detail={
              question.kind === 'transfer' ? t('admin.order.confirmTransferDetail')
                : question.to === 'cancelled' ? t('admin.order.confirmCancelDetail')
                  : t('admin.order.confirmMoveDetail', { status: status(question.to), from: status(order.status) })
            }
            confirmLabel={question.kind === 'move' ? t('admin.order.confirmMoveYes', { status: status(question.to) }) : t('admin.order.confirmTransferYes')}
            cancelLabel={t('admin.confirm.back')}
            busy={busy}
            onCancel={() => setQuestion(null)}
            onConfirm={confirm}
          />
        )}
        {problem && <p className="field__error" role="alert">{problem}</p>}
        {done && <p className="admin-done" role="status">{done}</p>}
      </section>

      <div className="admin-order__grid">
        <section className="admin-card" aria-labelledby="order-customer">
          <h2 id="order-customer">{t('admin.order.customer')}</h2>
          <p>
            {order.customer.firstName} {order.customer.lastName}
            {order.customer.company && <><br />{order.customer.company}{order.customer.vatNumber ? ` · ${order.customer.vatNumber}` : ''}</>}
            <br /><a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            <br />{order.customer.phone}
          </p>
          <h3>{t('admin.order.invoiceAddress')}</h3>
          <Address address={order.invoiceAddress} />
          <h3>{t('admin.order.shippingAddress')}</h3>
          <Address address={order.shippingAddress} />
          <p className="card__meta">
            {order.shippingMethod === 'DEALER' && order.dealer ? t('admin.order.viaDealer', { dealer: order.dealer.name ?? order.dealer.customerid }) : t('admin.order.toHome')}
          </p>
          {order.remarks && <p><strong>{t('admin.order.remarks')}:</strong> {order.remarks}</p>}
        </section>

        <section className="admin-card" aria-labelledby="order-payments">
          <h2 id="order-payments">{t('admin.order.payments')}</h2>
          {order.payments.length === 0 ? <p className="card__meta">{t('admin.order.noPayments')}</p> : (
            <ul className="admin-list">
              {order.payments.map((p) => (
                <li key={p.uuid}>
                  {money(p.amount, p.currency)} · {t(`admin.paymentStatus.${p.status}`)} · {providerName(p.provider)}
                  <br /><span className="card__meta">{date(p.createdAt, true)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="admin-card" aria-labelledby="order-lines">
        <h2 id="order-lines">{t('admin.order.lines')}</h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.order.item')}</th>
                <th scope="col" className="admin-table__num">{t('admin.order.quantity')}</th>
                <th scope="col" className="admin-table__num">{t('admin.order.unitPrice')}</th>
                <th scope="col" className="admin-table__num">{t('admin.order.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.orderlines.map((l, i) => (
                <tr key={`${l.externalid}-${i}`}>
                  <th scope="row">
                    {l.title}<br />
                    <span className="card__meta">{l.externalid}{l.configurationCode ? ` · ${t('admin.order.concept', { code: l.configurationCode })}` : ''}</span>
                  </th>
                  <td className="admin-table__num">{l.quantity}</td>
                  <td className="admin-table__num">{money(l.unitPrice, order.currency)}</td>
                  <td className="admin-table__num">{money(l.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr><th scope="row" colSpan={3}>{t('admin.order.subtotal')}</th><td className="admin-table__num">{money(order.subtotal, order.currency)}</td></tr>
              {order.discount > 0 && <tr><th scope="row" colSpan={3}>{t('admin.order.discount')}{order.discountCode ? ` (${order.discountCode})` : ''}</th><td className="admin-table__num">−{money(order.discount, order.currency)}</td></tr>}
              <tr><th scope="row" colSpan={3}>{t('admin.order.shipping')}</th><td className="admin-table__num">{money(order.shippingcost, order.currency)}</td></tr>
              {order.vat > 0 && <tr><th scope="row" colSpan={3}>{t(order.vatDeducted ? 'admin.order.vatDeducted' : 'admin.order.vat', { rate: order.vatRate })}</th><td className="admin-table__num">{order.vatDeducted ? '−' : ''}{money(order.vat, order.currency)}</td></tr>}
              <tr className="admin-table__total"><th scope="row" colSpan={3}>{t('admin.order.total')}</th><td className="admin-table__num">{money(order.total, order.currency)}</td></tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className="admin-card" aria-labelledby="order-history">
        <h2 id="order-history">{t('admin.history')}</h2>
        <AdminHistory entries={order.history} describe={describe} />
      </section>
    </div>
  );
}
