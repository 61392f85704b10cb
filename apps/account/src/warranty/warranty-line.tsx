import { useIntl } from 'react-intl';
import type { FrameWarranty, RegistrationStatus } from '@bike/shared/domain';

/** The frame warranty as a rider reads it: how long, until when, and whether registering extended it. */
export function WarrantyLine({ warranty }: { warranty: FrameWarranty }) {
  const intl = useIntl();
  const until = intl.formatDate(`${warranty.until}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className={`warranty-line${warranty.extended ? ' warranty-line--extended' : ''}`} data-testid="warranty-line">
      <span className="warranty-line__years">{intl.formatMessage({ id: 'warranty.years' }, { years: warranty.years })}</span>
      <span>{intl.formatMessage({ id: 'warranty.frameUntil' }, { date: until })}</span>
    </p>
  );
}

/**
 * The review state of a registration (spec point 4 leaves the names to us:
 * libs/server/warranty/README.md, "Decisions").
 */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const intl = useIntl();
  return <span className={`status-badge status-badge--${status}`}>{intl.formatMessage({ id: `registration.status.${status}` })}</span>;
}

export const formatDay = (intl: ReturnType<typeof useIntl>, day: string): string =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
