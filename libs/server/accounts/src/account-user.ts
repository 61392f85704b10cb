import type { AccountUser } from '@bike/shared/domain';
import type { UserRow } from './schema';

/** The public view of a user: everything but the password hash. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    locale: row.locale,
    birthday: row.birthday,
    gender: row.gender,
    role: row.role,
    active: row.active,
    addresses: row.addresses ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
