import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoutedTabs } from './RoutedTabs';

const TABS = [
  { key: 'faq', label: 'FAQ' },
  { key: 'tickets', label: 'Tickets' },
];

/** A form inside the panel, whose typed text lives in its own state. */
function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Title" value={text} onChange={(event) => setText(event.currentTarget.value)} />;
}

/** Makes the phone media query answer `narrow`, and lets the test flip it as a turned tablet does. */
function mediaQueries(narrow: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = narrow;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => true,
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
  };
}

function renderTabs() {
  return render(
    <MantineProvider>
      <RoutedTabs tabs={TABS} active="tickets" onChange={() => undefined} label="Sections">
        <Draft />
      </RoutedTabs>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RoutedTabs (spec 3 §2: tabs, or a select on a phone)', () => {
  it('shows tabs on a desktop with the active tab controlling the panel', () => {
    mediaQueries(false);
    renderTabs();
    const tab = screen.getByRole('tab', { name: 'Tickets' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', tab.getAttribute('aria-controls'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab.id);
  });

  it('keeps what was typed in the panel when the width crosses the phone breakpoint and back', async () => {
    const flip = mediaQueries(false);
    renderTabs();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Broken valve');
    act(() => flip(true));
    expect(screen.getByRole('combobox', { name: 'Sections' })).toHaveValue('tickets');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Broken valve');
    act(() => flip(false));
    expect(screen.getByRole('tab', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Broken valve');
  });
});
