import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '../../lib/links';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link as spec 1 §2.3 wants it: an address beginning with http or https opens in a new window (without
 * giving that window access to the portal); anything else is a route of the portal. Use it directly or as
 * the `component` of a Mantine Anchor, Button, NavLink or Menu.Item.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  if (isExternalHref(href)) return <a {...props} href={href} target="_blank" rel="noopener noreferrer" />;
  return <Link {...props} to={href} />;
}
