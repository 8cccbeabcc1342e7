import { SECTIONS } from './sections';

/** A ship-to grant as both sides see it: the company it belongs to and the sections held on it. */
export type CompanyGrant = { companyId: string; permissions: readonly string[] };

/**
 * The companies (sold-tos) whose details a user may read on My Profile's company tab (spec 3 §2, §3
 * "Company"): those where the user holds My Profile on at least one ship-to, in the order of the grants,
 * each once. A company is never reached through a ship-to of another company.
 */
export function profileCompanyIds(grants: readonly CompanyGrant[]): string[] {
  const ids = grants
    .filter((grant) => grant.permissions.some((permission) => permission.trim() === SECTIONS.myProfile))
    .map((grant) => grant.companyId);
  return [...new Set(ids)];
}
