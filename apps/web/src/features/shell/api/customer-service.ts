import { CUSTOMER_SERVICE_LINKS, type PortalLink } from '@spina/domain';
import { usePortalLinks } from './content';

/** The customer service of the user's market: e-mail and phone links, and its hours as text. */
export type CustomerService = { email: PortalLink | null; phone: PortalLink | null; hours: string | null };

/**
 * The configured customer-service contacts (spec 3 §5: personal details are changed only via customer
 * service), read from the portal links the footer also reads, in the user's market and language.
 */
export function useCustomerService(): { isPending: boolean; service: CustomerService | null } {
  const links = usePortalLinks();
  const own = (links.data ?? []).filter((link) => link.type === CUSTOMER_SERVICE_LINKS.type);
  const named = (name: string) => own.find((link) => link.name === name) ?? null;
  const service: CustomerService = {
    email: named(CUSTOMER_SERVICE_LINKS.email),
    phone: named(CUSTOMER_SERVICE_LINKS.phone),
    hours: named(CUSTOMER_SERVICE_LINKS.hours)?.label ?? null,
  };
  const configured = service.email !== null || service.phone !== null;
  return { isPending: links.isPending, service: configured ? service : null };
}
