import type { ComponentType } from 'react';
import type { Section } from '@spina/domain';

/** A tab of /my-profile/{tab} (spec 3 §2): its address segment, its label and the panel it shows. */
export type ProfileTab = {
  /** The `{tab}` of the address. */
  key: string;
  /** The key of its label in the profile catalogue. */
  label: string;
  /** A section the tab needs besides My Profile; without it the tab is neither shown nor reachable. */
  section?: Section;
  Panel: ComponentType;
};

/** The tabs the user may open, in their order. */
export function visibleProfileTabs(
  tabs: readonly ProfileTab[],
  canOpen: (section: Section) => boolean,
): ProfileTab[] {
  return tabs.filter((tab) => tab.section === undefined || canOpen(tab.section));
}
