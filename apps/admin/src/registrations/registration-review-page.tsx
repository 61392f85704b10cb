import { useState } from 'react';
import { redirect } from 'react-router';
import { ApiClientError } from '@bike/shared/api-client';
import {
  REGISTRATION_REJECTION_REASONS, REGISTRATION_NOTE_MAX,
  type BikeRegistrationAdminView, type RegistrationRejectionReason, type RegistrationStatus,
} from '@bike/shared/domain/bike-registration';
import type { AdminHistoryEntry } from '@bike/shared/domain/admin-orders';
import { isFinalRegistrationDecision } from '@bike/shared/domain/admin-moves';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, ConfirmDialog, PageHeader } from '@bike/shared/ui';
import { AdminHistory, RejectControls, StatusBadge, useAdminText } from '../admin-kit';

type ReviewData = { registration: BikeRegistrationAdminView; history: AdminHistoryEntry[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Review({ data, changed }: { data: ReviewData; changed: boolean }) {
  const { api, locale } = useShop();
  const { t, date } = useAdminText();
  const [registration, setRegistration] = useState(data.registration);
  const [history, setHistory] = useState(data.history);
  const [reason, setReason] = useState<RegistrationRejectionReason>('persons');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A decision that cannot be undone (a rejection) waits for the admin's yes.
  const [asking, setAsking] = useState<RegistrationStatus | null>(null);
  const r = registration;

  const decide = async (status: RegistrationStatus) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const body = status === 'rejected' ? { status, reason, note: note.trim() || null } : { status };
      // The answer names the bike's paint in the page's language, like the first read.
      const updated = await api.post<BikeRegistrationAdminView>(`/b2c/v1/warranty/registration/${r.id}/decision`, body, { locale });
      setRegistration(updated);
      setHistory(await api.get<AdminHistoryEntry[]>(`/b2c/v1/warranty/registration/${r.id}/history`).catch(() => history));
      setDone(t(`admin.registrations.done.${status}`));
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : '';
      setProblem(code === 'VALIDATION_ERROR' ? t('admin.registrations.noteNeeded') : code === 'SERIAL_ALREADY_REGISTERED' ? t('admin.registrations.serialTaken') : t('error.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const askOrDecide = (status: RegistrationStatus) => (isFinalRegistrationDecision(status) ? setAsking(status) : void decide(status));
  const describe = (state: Record<string, unknown> | null) => {
    if (!state?.['status']) return '–';
    const status = t(`admin.registrationStatus.${String(state['status'])}`);
    return state['reason'] ? `${status} (${t(`admin.registrations.reason.${String(state['reason'])}`)})` : status;
  };

  return (
    <div className="page admin-page admin-registration" data-testid="admin-registration">
      <p><ShopLink to="admin/bike-registrations">← {t('admin.registrations.back')}</ShopLink></p>
      <PageHeader
        eyebrow={t(changed ? 'admin.registrations.changedTitle' : 'admin.registrations.reviewTitle')}
        title={`${r.bike.title} · ${r.serialNumber}`}
        intro={t(changed ? 'admin.registrations.changedIntro' : 'admin.registrations.sentOn', { date: date(changed ? r.updatedAt : r.createdAt, true) })}
      />

      <section className="admin-card" aria-labelledby="decision">
        <h2 id="decision">{t('admin.registrations.decision')}</h2>
        <p>
          <StatusBadge status={r.status} label={t(`admin.registrationStatus.${r.status}`)} />
          {r.status === 'rejected' && r.rejectionReason && <span className="card__meta"> · {t(`admin.registrations.reason.${r.rejectionReason}`)}{r.rejectionNote ? `: ${r.rejectionNote}` : ''}</span>}
        </p>
        <p className="card__meta">{t('admin.registrations.warranty', { years: r.warranty.years, until: date(r.warranty.until) })}</p>
        <div className="admin-fanzone__actions">
          {r.status !== 'approved' && <Button disabled={busy} onClick={() => askOrDecide('approved')} data-testid="registration-approve">{t('admin.approve')}</Button>}
          {r.status !== 'rejected' && (
            <RejectControls
              reasons={REGISTRATION_REJECTION_REASONS}
              reason={reason}
              onReason={setReason}
              reasonLabel={(key) => t(`admin.registrations.reason.${key}`)}
              note={note}
              onNote={setNote}
              noteMax={REGISTRATION_NOTE_MAX}
              busy={busy}
              onReject={() => askOrDecide('rejected')}
              testId="registration-reject"
            />
          )}
          {r.status !== 'submitted' && <Button variant="ghost" disabled={busy} onClick={() => askOrDecide('submitted')}>{t('admin.registrations.reopen')}</Button>}
        </div>
        {asking && (
          <ConfirmDialog
            testId="registration-confirm"
            question={t('admin.registrations.confirmReject', { serial: r.serialNumber, reason: t(`admin.registrations.reason.${reason}`) })}
            detail={t('admin.registrations.confirmRejectDetail')}
            confirmLabel={t('admin.confirm.rejectYes')}
            cancelLabel={t('admin.confirm.back')}
            busy={busy}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null);
              void decide(asking);
            }}
          />
        )}
        {problem && <p className="field__error" role="alert">{problem}</p>}
        {done && <p className="admin-done" role="status">{done}</p>}
      </section>

      <div className="admin-order__grid">
        <section className="admin-card" aria-labelledby="reg-photos">
          <h2 id="reg-photos">{t('admin.registrations.photos')}</h2>
          {r.photos.length === 0 ? <p className="card__meta">{t('admin.registrations.noPhotos')}</p> : (
            <ul className="admin-photos">
              {r.photos.map((p, i) => (
                <li key={p.id}>
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img src={p.thumbnail ?? p.url} alt={t('admin.registrations.photo', { n: i + 1 })} width={200} height={200} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('admin.registrations.proof')}</h3>
          {r.proofOfPurchase ? (
            r.proofOfPurchase.kind === 'image' ? (
              <a href={r.proofOfPurchase.url} target="_blank" rel="noreferrer"><img src={r.proofOfPurchase.thumbnail ?? r.proofOfPurchase.url} alt={t('admin.registrations.proof')} width={200} height={200} loading="lazy" className="admin-proof" /></a>
            ) : (
              <a href={r.proofOfPurchase.url} target="_blank" rel="noreferrer">{r.proofOfPurchase.name ?? t('admin.registrations.proofPdf')}</a>
            )
          ) : <p className="card__meta">{t('admin.registrations.noProof')}</p>}
        </section>

        <section className="admin-card" aria-labelledby="reg-facts">
          <h2 id="reg-facts">{t('admin.registrations.facts')}</h2>
          <dl className="admin-details">
            <dt>{t('admin.registrations.owner')}</dt><dd>{r.owner.firstName} {r.owner.lastName} · <a href={`mailto:${r.owner.email}`}>{r.owner.email}</a> · {r.locale}</dd>
            <dt>{t('admin.registrations.bike')}</dt><dd>{[r.bike.title, r.bike.size, r.bike.design, r.bike.groupset].filter(Boolean).join(' · ')}</dd>
            <dt>{t('admin.registrations.purchaseDate')}</dt><dd>{date(r.purchaseDate)}</dd>
            <dt>{t('admin.registrations.dealer')}</dt><dd>{r.bike.dealer?.name ?? r.bike.dealer?.customerid ?? t('admin.registrations.online')}</dd>
            <dt>{t('admin.registrations.previouslyBought')}</dt><dd>{r.previouslyBoughtCount}</dd>
            <dt>{t('admin.registrations.contestEntry')}</dt><dd>{t(r.contestEntry ? 'admin.yes' : 'admin.no')}{r.instagramName ? ` · @${r.instagramName}` : ''}</dd>
            <dt>{t('admin.registrations.newsletter')}</dt><dd>{t(r.newsletter ? 'admin.yes' : 'admin.no')}</dd>
          </dl>
        </section>
      </div>

      <section className="admin-card" aria-labelledby="reg-history">
        <h2 id="reg-history">{t('admin.history')}</h2>
        <AdminHistory entries={history} describe={describe} />
      </section>
    </div>
  );
}

/** The review's data: the registration as an admin sees it and what admins did to it. */
function reviewPage(changed: boolean) {
  return definePage<ReviewData>({
    meta: (data) => ({ title: data ? `${data.registration.bike.title} · ${data.registration.serialNumber}` : '', titleKey: data ? undefined : 'admin.bikeRegistrations' }),
    loader: async ({ api, searchParams, locale }) => {
      const id = searchParams.get('id') ?? '';
      // Without an id the address means the list; a malformed one names nothing (404).
      if (!id) throw redirect(`/${locale}/admin/bike-registrations`);
      if (!UUID.test(id)) throw new PageNotFoundError('REGISTRATION_NOT_FOUND');
      const [registration, history] = await Promise.all([
        api.get<BikeRegistrationAdminView>(`/b2c/v1/warranty/registration/${id}`, { locale }),
        api.get<AdminHistoryEntry[]>(`/b2c/v1/warranty/registration/${id}/history`).catch(() => []),
      ]);
      return { registration, history };
    },
    Component: ({ data }) => <Review data={data} changed={changed} />,
  });
}

/**
 * /admin/update/bike-registration?id= (issue 15 item 4): review a registration, its photos, its
 * proof of purchase and its contest entry; approve, reject with a reason (a photo showing
 * persons is one) or put it back to waiting. The owner gets a mail, the frame warranty follows.
 */
export const registrationReviewPage = reviewPage(false);

/** /admin/update/bike-registration-update?id=: the same review for a registration the rider changed and sent again. */
export const registrationUpdateReviewPage = reviewPage(true);
