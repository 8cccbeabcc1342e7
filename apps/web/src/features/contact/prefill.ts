import { padShipToId } from '@spina/domain';
import type { SessionUser } from '../auth';
import { EMPTY_VALUES, type ContactValues } from './form-check';

/**
 * The contact form as a signed-in user finds it: their name and e-mail, and the company of their current ship-to
 * (else of their first one); a visitor finds it empty.
 */
export function contactPrefill(user: SessionUser | null, currentShipToId: string | null): ContactValues {
  if (!user) return EMPTY_VALUES.contact;
  const current = currentShipToId ? padShipToId(currentShipToId) : null;
  const entry =
    user.permissionSchema.find((candidate) => padShipToId(candidate.shipToId) === current) ??
    user.permissionSchema[0];
  return {
    ...EMPTY_VALUES.contact,
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone ?? '',
    companyName: entry?.companyName ?? '',
  };
}
