import { footerAccountLinks, type AccountMenuContext, type PortalLink } from '@spina/domain';

/** One accordion group of the footer: a title key or the server's name, and its links. */
export type FooterGroup = {
  key: string;
  /** Translation key of the title, or null to show `name` as the server sent it. */
  titleKey: string | null;
  name: string;
  links: Array<{ key: string; label: string; labelKey: string | null; url: string }>;
};

/** Groups in the order the footer shows them (spec 1 §2.8); groups the spec does not name follow. */
const GROUP_ORDER = ['products catalogue', 'Orders', 'brands', 'myAccount', 'support'];
const KNOWN_GROUPS = new Set(['products catalogue', 'Orders', 'brands', 'support']);

/**
 * The footer's accordion groups (spec 1 §2.8): the server's grouped links (products catalogue, Orders,
 * brands, and support for visitors) plus, when signed in, My account with the domain's rule, which keeps
 * only Reporting and My Profile for Outlets customers.
 */
export function footerGroups(
  links: readonly PortalLink[],
  account: (AccountMenuContext & { signedIn: boolean }) | null,
) {
  const groups = new Map<string, FooterGroup>();
  for (const link of [...links].sort((a, b) => a.order - b.order)) {
    if (link.group === null) continue;
    const group = groups.get(link.group) ?? {
      key: link.group,
      titleKey: KNOWN_GROUPS.has(link.group) ? `footer.groups.${link.group}` : null,
      name: link.group,
      links: [],
    };
    group.links.push({ key: link.name, label: link.label, labelKey: null, url: link.url });
    groups.set(link.group, group);
  }
  if (account?.signedIn) {
    const accountLinks = footerAccountLinks(account);
    if (accountLinks.length > 0) {
      groups.set('myAccount', {
        key: 'myAccount',
        titleKey: 'footer.groups.myAccount',
        name: 'My account',
        links: accountLinks.map((link) => ({
          key: link.key,
          label: link.label,
          labelKey: `footer.accountLinks.${link.key}`,
          url: link.path ?? '/',
        })),
      });
    }
  }
  const rank = (key: string) => {
    const index = GROUP_ORDER.indexOf(key);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key));
}
