import * as v from 'valibot';
import { Form } from 'react-router';
import {
  ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_FILTER_KEYS, ADMIN_AUDIT_SUBJECTS, ADMIN_AUDIT_TEXT_MAX, adminAuditQuerySchema,
  type AdminAuditEntry, type AdminAuditPage, type AdminAuditQuery,
} from '@bike/shared/domain/admin-audit';
import { definePage, ShopLink, type LoaderContext } from '@bike/shared/remote-kit';
import { Button, EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { useAdminText, type Text } from '../admin-kit';

export type AuditData = { query: Record<string, string>; filters: AdminAuditQuery | null; log: AdminAuditPage | null; problems: string[] };

/** The URL's filters as the API takes them (empty ones and page 1 left out). */
function auditQuery(filters: AdminAuditQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...ADMIN_AUDIT_FILTER_KEYS, 'page'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) out[key] = String(value);
  }
  return out;
}

const toSearch = (query: Record<string, string>) => {
  const s = new URLSearchParams(query).toString();
  return s ? `?${s}` : '';
};

async function loadAudit({ api, searchParams }: LoaderContext): Promise<AuditData> {
  const query = Object.fromEntries(searchParams);
  // The API's own schema reads the URL: a bad filter is named on the page, not sent.
  const parsed = v.safeParse(adminAuditQuerySchema, query);
  if (!parsed.success) return { query, filters: null, log: null, problems: parsed.issues.map((i) => i.message) };
  try {
    return { query, filters: parsed.output, log: await api.get<AdminAuditPage>('/b2c/v1/admin/audit', auditQuery(parsed.output)), problems: [] };
  } catch {
    return { query, filters: parsed.output, log: null, problems: [] };
  }
}

/** The filter form: a plain GET form, so the filters live in the URL (a link shows another admin the same entries). */
function AuditFilters({ query }: { query: Record<string, string> }) {
  const { t } = useAdminText();
  const select = (name: string, values: readonly string[], label: (value: string) => string) => (
    <label className="admin-field">
      <span>{t(`admin.audit.${name}`)}</span>
      <select name={name} defaultValue={query[name] ?? ''}>
        <option value="">{t('admin.audit.any')}</option>
        {values.map((value) => <option key={value} value={value}>{label(value)}</option>)}
      </select>
    </label>
  );
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={t('admin.audit.filters')}>
      <label className="admin-field">
        <span>{t('admin.audit.who')}</span>
        <input type="search" name="who" defaultValue={query['who'] ?? ''} maxLength={ADMIN_AUDIT_TEXT_MAX} placeholder={t('admin.audit.whoHint')} />
      </label>
      {select('action', ADMIN_AUDIT_ACTIONS, (a) => t(`admin.audit.action.${a}`))}
      {select('subject', ADMIN_AUDIT_SUBJECTS, (s) => t(`admin.audit.subject.${s}`))}
      <label className="admin-field admin-field--wide">
        <span>{t('admin.audit.target')}</span>
        <input type="search" name="target" defaultValue={query['target'] ?? ''} maxLength={ADMIN_AUDIT_TEXT_MAX} placeholder={t('admin.audit.targetHint')} />
      </label>
      <label className="admin-field">
        <span>{t('admin.audit.from')}</span>
        <input type="date" name="from" defaultValue={query['from'] ?? ''} />
      </label>
      <label className="admin-field">
        <span>{t('admin.audit.to')}</span>
        <input type="date" name="to" defaultValue={query['to'] ?? ''} />
      </label>
      <div className="admin-filters__actions">
        <Button type="submit">{t('admin.audit.apply')}</Button>
        <ShopLink to="admin/audit" className="btn btn--ghost">{t('admin.audit.clear')}</ShopLink>
      </div>
    </Form>
  );
}

/** The target by the name an admin knows it by, linked to its admin page where it has one. */
function Target({ subject }: { subject: AdminAuditEntry['subject'] }) {
  const { t } = useAdminText();
  const name = subject.label ?? `${subject.id.slice(0, 8)}… (${t('admin.audit.gone')})`;
  const link = subject.label === null ? null : subject.type === 'order' ? `admin/orders?order=${subject.id}` : subject.type === 'bike-registration' ? `admin/update/bike-registration?id=${subject.id}` : null;
  return (
    <>
      <span className="card__meta">{t(`admin.audit.subject.${subject.type}`)}</span>
      <br />
      {link ? <ShopLink to={link}>{name}</ShopLink> : <span className="admin-audit__label">{name}</span>}
    </>
  );
}

/** A recorded state in words: a status (with its reason), or an account's changed fields by name. */
function stateWords(entry: AdminAuditEntry, state: Record<string, unknown> | null, t: Text, messages: Record<string, unknown>): string {
  if (!state) return '–';
  const known = (id: string, fallback: string) => (id in messages ? t(id) : fallback);
  if (Array.isArray(state['fields'])) return t('admin.audit.fields', { fields: state['fields'].map((f) => known(`admin.audit.field.${String(f)}`, String(f))).join(', ') });
  const status = typeof state['status'] === 'string' ? state['status'] : null;
  if (!status) return '–';
  const family = entry.subject.type === 'order' ? 'admin.orderStatus' : entry.subject.type === 'bike-registration' ? 'admin.registrationStatus' : 'admin.fanzone.status';
  const reasons = entry.subject.type === 'bike-registration' ? 'admin.registrations.reason' : 'admin.fanzone.reason';
  const words = known(`${family}.${status}`, status);
  return typeof state['reason'] === 'string' ? `${words} (${known(`${reasons}.${state['reason']}`, state['reason'])})` : words;
}

function Change({ entry }: { entry: AdminAuditEntry }) {
  const { t, messages } = useAdminText();
  if (entry.action === 'user.update') return <>{stateWords(entry, entry.after, t, messages)}</>;
  return <>{stateWords(entry, entry.before, t, messages)} → {stateWords(entry, entry.after, t, messages)}</>;
}

function AuditLog({ data }: { data: AuditData }) {
  const { t, stamp, number } = useAdminText();
  const { query, log } = data;
  const pageLink = (page: number) => `admin/audit${toSearch({ ...query, page: String(page) })}`;
  return (
    <div className="page admin-page admin-audit" data-testid="admin-page">
      <PageHeader title={t('admin.audit')} intro={t('admin.audit.intro')} />
      <AuditFilters query={query} />
      {data.problems.length > 0 ? (
        <ErrorBox title={t('admin.audit.badFilter')}>
          <ul>{data.problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </ErrorBox>
      ) : !log ? (
        <ErrorBox title={t('error.somethingWrong')} />
      ) : log.total === 0 ? (
        <EmptyState title={t('admin.audit.none')} />
      ) : (
        <>
          <p className="card__meta" role="status">{t('admin.audit.count', { count: log.total, shown: number(log.total) })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="audit-table">
              <caption className="visually-hidden">{t('admin.audit')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.col.when')}</th>
                  <th scope="col">{t('admin.audit.col.who')}</th>
                  <th scope="col">{t('admin.audit.col.action')}</th>
                  <th scope="col">{t('admin.audit.col.target')}</th>
                  <th scope="col">{t('admin.audit.col.change')}</th>
                </tr>
              </thead>
              <tbody>
                {log.entries.map((e) => (
                  <tr key={e.id}>
                    <td className="admin-table__nowrap"><time dateTime={e.at}>{stamp(e.at)}</time></td>
                    <td className="admin-audit__who">{e.admin}</td>
                    <th scope="row">{t(`admin.audit.action.${e.action}`)}</th>
                    <td><Target subject={e.subject} /></td>
                    <td><Change entry={e} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.pages > 1 && (
            <nav className="admin-pager" aria-label={t('admin.pages')}>
              {log.page > 1 && <ShopLink to={pageLink(log.page - 1)} rel="prev">{t('admin.previous')}</ShopLink>}
              <span>{t('admin.pageOf', { page: log.page, pages: log.pages })}</span>
              {log.page < log.pages && <ShopLink to={pageLink(log.page + 1)} rel="next">{t('admin.next')}</ShopLink>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/**
 * /admin/audit (issue 32): the site-wide audit log. Every admin change (order moves, bank
 * transfers received, registration and fan-zone decisions, changes to accounts) with who, when,
 * its target and what changed, newest first; filters and page in the URL.
 */
export const auditPage = definePage<AuditData>({
  meta: () => ({ title: '', titleKey: 'admin.audit' }),
  loader: loadAudit,
  Component: ({ data }) => <AuditLog data={data} />,
});
