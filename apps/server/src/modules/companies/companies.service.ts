import { COMPANY_MESSAGES, padShipToId, profileCompanyIds, type SoldTo } from '@spina/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, roles, shipTos, userShipToRoles } from '../../db/schema';
import type { Principal } from '../../http/access';
import { forbidden } from '../../http/errors';
import { formatAddress } from '../identity/users/account.queries';

/** The companies the caller may read on My Profile, through the domain's rule over their ship-to grants. */
function readableCompanies(principal: Principal): string[] {
  return profileCompanyIds(
    [...principal.shipTos.values()].map((grant) => ({
      companyId: grant.companyId,
      permissions: [...grant.permissions],
    })),
  );
}

const contact = (name: string | null, email: string | null) => (name ? { name, email } : null);

/**
 * GET soldtos/{id} (spec 3 §7): the company details of My Profile (spec 3 §2, §3 "Company"). Only a company
 * where the caller holds My Profile on a ship-to is answered; any other id, existing or not, gets the same 403,
 * so nothing tells another customer's companies apart from unknown ids. The ship-tos listed are the caller's
 * own in that company, open ones only (a deactivated ship-to is gone for its users, spec 3 §4), in one query.
 */
export async function readSoldTo(db: Database, principal: Principal, requestedId: string): Promise<SoldTo> {
  const companyId = padShipToId(requestedId);
  if (!readableCompanies(principal).includes(companyId)) throw forbidden(COMPANY_MESSAGES.notYours);
  const rows = await db
    .select({
      company: {
        id: companies.id,
        name: companies.name,
        vatNumber: companies.vatNumber,
        taxCode: companies.taxCode,
        street: companies.street,
        postalCode: companies.postalCode,
        city: companies.city,
        province: companies.province,
        country: companies.country,
        isKeyAccount: companies.isKeyAccount,
        salesRepName: companies.salesRepName,
        salesRepEmail: companies.salesRepEmail,
        keyAccountManagerName: companies.keyAccountManagerName,
        keyAccountManagerEmail: companies.keyAccountManagerEmail,
      },
      shipTo: {
        id: shipTos.id,
        name: shipTos.name,
        street: shipTos.street,
        postalCode: shipTos.postalCode,
        city: shipTos.city,
        province: shipTos.province,
        customerType: shipTos.customerType,
        status: shipTos.status,
      },
      role: roles.name,
    })
    .from(companies)
    .leftJoin(shipTos, and(eq(shipTos.companyId, companies.id), eq(shipTos.isActive, true)))
    .leftJoin(
      userShipToRoles,
      and(eq(userShipToRoles.shipToId, shipTos.id), eq(userShipToRoles.userId, principal.userId)),
    )
    .leftJoin(roles, eq(roles.id, userShipToRoles.roleId))
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .orderBy(asc(shipTos.id));
  const [first] = rows;
  // A company deactivated since the session's grants were read is no longer the caller's.
  if (!first) throw forbidden(COMPANY_MESSAGES.notYours);
  const { company } = first;
  return {
    sapId: company.id,
    name: company.name,
    vatNumber: company.vatNumber,
    taxNumber: company.taxCode,
    address: company.street
      ? formatAddress({
          street: company.street,
          postalCode: company.postalCode ?? '',
          city: company.city ?? '',
          province: company.province,
        })
      : null,
    country: company.country,
    isKeyAccount: company.isKeyAccount,
    salesRepresentative: contact(company.salesRepName, company.salesRepEmail),
    keyAccountManager: contact(company.keyAccountManagerName, company.keyAccountManagerEmail),
    shipTos: rows.flatMap(({ shipTo, role }) =>
      shipTo && role
        ? [
            {
              sapId: shipTo.id,
              name: shipTo.name,
              address: formatAddress(shipTo),
              customerType: shipTo.customerType,
              status: shipTo.status,
              role,
            },
          ]
        : [],
    ),
  };
}
