import { useIntl } from 'react-intl';
import type { OpeningDay } from './dealer-data';

/** The week's opening hours as a table (names and times come written from the page's data). */
export function OpeningHours({ week }: { week: OpeningDay[] }) {
  const intl = useIntl();
  return (
    <table className="table opening-hours" data-testid="opening-hours">
      <caption className="visually-hidden">{intl.formatMessage({ id: 'dealers.openingHours' })}</caption>
      <tbody>
        {week.map(({ day, ranges }) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>{ranges.length === 0 ? intl.formatMessage({ id: 'dealers.closed' }) : ranges.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
