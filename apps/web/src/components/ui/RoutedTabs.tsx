import { NativeSelect, Tabs } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useMobileLayout } from '../../lib/breakpoints';

/** A tab of a page whose tabs have addresses of their own: its key and its label, already translated. */
export type RoutedTab = { key: string; label: string };

type RoutedTabsProps = {
  tabs: readonly RoutedTab[];
  active: string;
  /** Opens another tab (its address). */
  onChange: (key: string) => void;
  /** Names the tab list, and the select on a phone. */
  label: string;
  /** The active tab's panel. */
  children: ReactNode;
};

/**
 * Tabs shown as tabs on a desktop (arrow keys move between them) and as a select on a phone (spec 3 §2: "tabs
 * shown as tabs or as a select"); each tab is an address, so only the active one's panel is rendered. The panel
 * is the same element in both forms: when the width crosses the phone breakpoint (a tablet turned, a window
 * resized) the page inside keeps what was typed into it instead of being mounted afresh.
 */
export function RoutedTabs({ tabs, active, onChange, label, children }: RoutedTabsProps) {
  const narrow = useMobileLayout();
  const id = useId();
  const open = (key: string | null) => {
    if (key && key !== active) onChange(key);
  };
  // The ids Mantine gives a tab and its panel (`<id>-tab-<value>`, `<id>-panel-<value>`), so the panel outside
  // <Tabs> is still the one the active tab controls.
  const panel = narrow
    ? {}
    : { role: 'tabpanel', id: `${id}-panel-${active}`, 'aria-labelledby': `${id}-tab-${active}` };
  return (
    <>
      {narrow ? (
        <NativeSelect
          label={label}
          data={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          value={active}
          onChange={(event) => open(event.currentTarget.value)}
        />
      ) : (
        <Tabs id={id} value={active} onChange={open}>
          <Tabs.List aria-label={label} mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.key}
                value={tab.key}
                aria-controls={tab.key === active ? `${id}-panel-${active}` : undefined}
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <div {...panel}>{children}</div>
    </>
  );
}
