import { useState } from 'react';
import { ApiClientError } from '@bike/shared/api-client';
import { FANZONE_REASON_MAX, FANZONE_REJECTION_REASONS, FANZONE_STATUSES, type FanzoneRejectionReason, type FanzoneStatus, type FanzoneSubmission } from '@bike/shared/domain/fanzone';
import { isFinalFanzoneDecision } from '@bike/shared/domain/admin-moves';
import { formatDate, useT } from '@bike/shared/i18n';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, ConfirmDialog, EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { RejectControls } from '../admin-kit';

/** A submission as the moderation queue answers it: the rider's own view plus who sent it. */
interface QueuedSubmission extends FanzoneSubmission {
  brand: string;
  locale: string;
  author: { firstName: string; lastName: string; email: string };
}
interface Queue { submissions: QueuedSubmission[]; page: number; pages: number; total: number }
interface HistoryEntry { id: string; admin: string; action: string; at: string; after: { status: string; reason: string | null; note: string | null } | null }

const statusOf = (raw: string | null): FanzoneStatus => (FANZONE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as FanzoneStatus) : 'submitted';

/**
 * /admin/fanzone (issue 15 item 5): the fan zone's photos by status, waiting ones first come
 * first served. An admin approves a photo (it is in the gallery at once) or rejects it with a
 * reason (a photo showing persons is one); the rider is mailed either way, and each decision is
 * in the photo's history (the audit log).
 */
export const fanzoneModerationPage = definePage<{ status: FanzoneStatus; queue: Queue | null }>({
  meta: () => ({ title: '', titleKey: 'admin.fanzone' }),
  loader: async ({ api, searchParams }) => {
    const status = statusOf(searchParams.get('status'));
    const page = /^\d{1,4}$/.test(searchParams.get('page') ?? '') ? Number(searchParams.get('page')) : 1;
    try {
      return { status, queue: await api.get<Queue>('/b2c/v1/fanzone/submissions', { status, page: Math.max(1, page) }) };
    } catch {
      return { status, queue: null };
    }
  },
  Component: ({ data }) => {
    const t = useT();
    return (
      <div className="page admin-page admin-fanzone" data-testid="admin-page">
        <PageHeader title={t('admin.fanzone')} intro={t('admin.fanzone.intro')} />
        <nav className="admin-tabs" aria-label={t('admin.status')}>
          {FANZONE_STATUSES.map((status) => (
            <ShopLink key={status} to={`admin/fanzone?status=${status}`} aria-current={status === data.status ? 'page' : undefined}>
              {t(`admin.fanzone.status.${status}`)}
            </ShopLink>
          ))}
        </nav>
        {!data.queue ? (
          <ErrorBox title={t('error.somethingWrong')} />
        ) : data.queue.submissions.length === 0 ? (
          <EmptyState title={t('admin.fanzone.empty')} />
        ) : (
          <ul className="admin-fanzone__list" data-testid="fanzone-queue">
            {data.queue.submissions.map((s) => <Submission key={s.id} submission={s} />)}
          </ul>
        )}
      </div>
    );
  },
});

function Submission({ submission }: { submission: QueuedSubmission }) {
  const { api, locale } = useShop();
  const t = useT();
  const [current, setCurrent] = useState(submission);
  const [reason, setReason] = useState<FanzoneRejectionReason>('persons');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  // A decision that cannot be undone (a rejection) waits for the admin's yes.
  const [asking, setAsking] = useState<FanzoneStatus | null>(null);

  const decide = async (status: FanzoneStatus) => {
    setBusy(true);
    setProblem(null);
    try {
      const body = status === 'rejected' ? { status, reason, note: note.trim() || null } : { status };
      setCurrent({ ...current, ...(await api.post<FanzoneSubmission>(`/b2c/v1/fanzone/submissions/${current.id}`, body)) });
      setHistory(null);
    } catch (error) {
      setProblem(error instanceof ApiClientError && error.code === 'VALIDATION_ERROR' ? t('admin.fanzone.noteNeeded') : t('error.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const askOrDecide = (status: FanzoneStatus) => (isFinalFanzoneDecision(status) ? setAsking(status) : void decide(status));
  const loadHistory = async () => {
    if (history) return;
    setHistory(await api.get<HistoryEntry[]>(`/b2c/v1/fanzone/submissions/${current.id}/history`).catch(() => []));
  };

  return (
    <li className="admin-fanzone__item" data-testid="fanzone-submission">
      {current.image && (
        <a href={current.image.original} target="_blank" rel="noreferrer">
          <img src={current.image.thumbnail} alt={current.caption} width={240} height={240} loading="lazy" />
        </a>
      )}
      <div className="admin-fanzone__body">
        <p className="admin-fanzone__caption">{current.caption}</p>
        <p className="card__meta">
          {current.author.firstName} {current.author.lastName} · {current.author.email} · {current.locale} · {formatDate(current.createdAt, locale, { withTime: true })}
        </p>
        {current.conceptCode && (
          <p className="card__meta">
            <ShopLink to={`configurator/configuration/${current.conceptCode}`}>{t('admin.fanzone.concept', { code: current.conceptCode })}</ShopLink>
          </p>
        )}
        <p>
          <span className={`status-badge status-badge--${current.status}`}>{t(`admin.fanzone.status.${current.status}`)}</span>
          {current.status === 'rejected' && current.reason && <span className="card__meta"> · {t(`admin.fanzone.reason.${current.reason}`)}{current.note ? `: ${current.note}` : ''}</span>}
        </p>
        <div className="admin-fanzone__actions">
          {current.status !== 'approved' && <Button size="small" disabled={busy} onClick={() => askOrDecide('approved')}>{t('admin.approve')}</Button>}
          {current.status !== 'rejected' && (
            <RejectControls
              reasons={FANZONE_REJECTION_REASONS}
              reason={reason}
              onReason={setReason}
              reasonLabel={(r) => t(`admin.fanzone.reason.${r}`)}
              note={note}
              onNote={setNote}
              noteMax={FANZONE_REASON_MAX}
              busy={busy}
              onReject={() => askOrDecide('rejected')}
              size="small"
            />
          )}
        </div>
        {asking && (
          <ConfirmDialog
            testId="fanzone-confirm"
            question={t('admin.fanzone.confirmReject', { name: current.author.firstName, reason: t(`admin.fanzone.reason.${reason}`) })}
            detail={t('admin.fanzone.confirmRejectDetail')}
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
        <details onToggle={(e) => (e.currentTarget.open ? void loadHistory() : undefined)}>
          <summary>{t('admin.history')}</summary>
          {history === null ? <p className="card__meta">{t('common.loading')}</p> : history.length === 0 ? <p className="card__meta">{t('admin.history.none')}</p> : (
            <ol className="admin-history">
              {history.map((h) => (
                <li key={h.id}>{formatDate(h.at, locale, { withTime: true })} · {h.admin} · {t(`admin.fanzone.status.${h.after?.status ?? 'submitted'}`)}{h.after?.reason ? ` (${t(`admin.fanzone.reason.${h.after.reason}`)})` : ''}</li>
              ))}
            </ol>
          )}
        </details>
      </div>
    </li>
  );
}
