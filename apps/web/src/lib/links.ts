/** True for a menu or content link that leaves the portal: one beginning with http or https (spec 1 §2.3). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}
