import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';

/** The side menu of the account and admin layouts: [path, message id] pairs. */
export function SectionNav({ label, sections }: { label: string; sections: [string, string][] }) {
  const intl = useIntl();
  return (
    <nav className="layout__aside" aria-label={label}>
      <ul>
        {sections.map(([to, message]) => (
          <li key={to}><ShopLink to={to}>{intl.formatMessage({ id: message })}</ShopLink></li>
        ))}
      </ul>
    </nav>
  );
}
