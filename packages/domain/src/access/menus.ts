import { isOutletsCustomer } from './permission-schema';
import { canOpenSection, SECTIONS, type AccessContext, type Section } from './sections';

/** One link of the user menu or the footer's My account group. */
export type AccountLink = { key: string; label: string; path: string | null; section: Section | null };

/** The user-icon menu in its fixed order (spec 1 §2.3). */
export const USER_MENU_ENTRIES: readonly AccountLink[] = [
  { key: 'documents', label: 'Documents', path: '/my-documents/documents', section: SECTIONS.myDocuments },
  { key: 'reporting', label: 'Reporting', path: '/reporting', section: SECTIONS.reporting },
  { key: 'contracts', label: 'Contracts', path: '/contracts', section: SECTIONS.contracts },
  { key: 'myProfile', label: 'My Profile', path: '/my-profile/details', section: SECTIONS.myProfile },
  { key: 'logOut', label: 'Log out', path: null, section: null },
];

/** The footer's My account links (spec 1 §2.8). */
export const FOOTER_ACCOUNT_LINKS: readonly AccountLink[] = [
  {
    key: 'myDocuments',
    label: 'My Documents',
    path: '/my-documents/documents',
    section: SECTIONS.myDocuments,
  },
  { key: 'reporting', label: 'Reporting', path: '/reporting', section: SECTIONS.reporting },
  { key: 'contracts', label: 'Contracts', path: '/contracts', section: SECTIONS.contracts },
  { key: 'myProfile', label: 'My Profile', path: '/my-profile/details', section: SECTIONS.myProfile },
];

const OUTLETS_SECTIONS: readonly string[] = [SECTIONS.reporting, SECTIONS.myProfile];

/** Who is looking at an account menu: access layers plus the current ship-to's customer type. */
export type AccountMenuContext = AccessContext & { customerType: string | null | undefined };

function visibleLinks(links: readonly AccountLink[], context: AccountMenuContext): AccountLink[] {
  const outlets = isOutletsCustomer(context.customerType);
  return links.filter((link) => {
    if (link.section === null) return true;
    if (outlets && !OUTLETS_SECTIONS.includes(link.section)) return false;
    return canOpenSection(link.section, context);
  });
}

/**
 * The user menu (spec 1 §2.3): entries whose permission check passes, Outlets customers keeping only
 * Reporting and My Profile. Log out needs no permission and stays for everyone, Outlets included.
 * The default target is the first visible page, else Documents.
 */
export function userMenu(context: AccountMenuContext): { entries: AccountLink[]; defaultTarget: string } {
  const entries = visibleLinks(USER_MENU_ENTRIES, context);
  const firstPage = entries.find((entry) => entry.path !== null)?.path;
  return { entries, defaultTarget: firstPage ?? '/my-documents/documents' };
}

/** The footer's My account links with the user-menu rule (spec 1 §2.8). */
export function footerAccountLinks(context: AccountMenuContext): AccountLink[] {
  return visibleLinks(FOOTER_ACCOUNT_LINKS, context);
}
