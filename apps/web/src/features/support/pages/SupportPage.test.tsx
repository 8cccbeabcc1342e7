import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAQ, KNOWLEDGE_BASE, renderSupport } from '../test/fake-support';

const location = () => screen.getByTestId('location').textContent;
const control = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => control(name).getAttribute('aria-expanded') === 'true';

describe('support area (spec 1 §2.2 support: /support/{path})', { timeout: 30_000 }, () => {
  it('shows the knowledge base, FAQ and tickets tabs, each with its address', async () => {
    const user = userEvent.setup();
    await renderSupport({ path: '/support/knowledge-base' });
    const tabs = screen.getByRole('tablist', { name: 'Support sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Knowledge base', 'FAQ', 'Tickets']);
    await user.click(within(tabs).getByRole('tab', { name: 'FAQ' }));
    await waitFor(() => expect(location()).toBe('/support/faq'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders and delivery' })).toBeInTheDocument();
  });

  it('sends an unknown tab to the first one', async () => {
    await renderSupport({ path: '/support/nowhere' });
    await waitFor(() => expect(location()).toBe('/support/knowledge-base'));
  });
});

// spec 3 §7: "The knowledge base is read page by page (offset, limit, total) until complete."
describe('knowledge base tab', { timeout: 30_000 }, () => {
  it('reads the knowledge base page by page until complete, then shows it by topic', async () => {
    const view = await renderSupport({ path: '/support/knowledge-base' });
    expect(screen.getByRole('status', { name: 'Loading the knowledge base…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordering' })).toBeInTheDocument();
    const reads = view
      .contentCalls()
      .map((url) => [url.searchParams.get('offset'), url.searchParams.get('limit')]);
    expect(reads).toEqual([
      ['0', '10'],
      ['10', '10'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ordering',
      'Empties',
      'Your account',
      'brand-new-topic',
    ]);
    expect(screen.getAllByRole('button', { name: /^(Guide k\d+|A guide of a new topic)$/ })).toHaveLength(
      KNOWLEDGE_BASE.length,
    );
  });

  it('opens a guide in place with its body and picture', async () => {
    const user = userEvent.setup();
    await renderSupport({ path: '/support/knowledge-base' });
    await user.click(await screen.findByRole('button', { name: 'Guide k6' }));
    expect(expanded('Guide k6')).toBe(true);
    await waitFor(() => expect(screen.getByText('Body of Guide k6')).toBeVisible());
    expect(document.querySelector('img[src="/media/knowledge-base/k6.svg"]')).toHaveAttribute('width', '640');
  });

  it('opens, scrolls to and focuses the guide a search result anchors', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderSupport({ path: '/support/knowledge-base#kb-k11' });
    await waitFor(() => expect(expanded('Guide k11')).toBe(true));
    expect(KNOWLEDGE_BASE.filter((entry) => entry.id !== 'k11' && expanded(entry.title))).toEqual([]);
    expect(control('Guide k11')).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(document.getElementById('kb-k11'));
  });

  it('sends a FAQ page anchored on the knowledge base to the FAQ tab, which opens it', async () => {
    await renderSupport({ path: '/support/knowledge-base#faq-p2' });
    await waitFor(() => expect(location()).toBe('/support/faq#faq-p2'));
    await waitFor(() => expect(expanded('How do I return empties?')).toBe(true));
    expect(expanded('Do you collect pallets?')).toBe(true);
    expect(expanded('By what time must I order?')).toBe(false);
  });

  it('shows an error with a retry that reads it again', async () => {
    const user = userEvent.setup();
    await renderSupport({ path: '/support/knowledge-base', failures: { knowledgeBase: 3 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The knowledge base could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordering' })).toBeInTheDocument();
  });

  it('says when there is no guide yet, in Italian too', async () => {
    await renderSupport({ path: '/support/knowledge-base', knowledgeBase: [], language: 'it' });
    expect(await screen.findByText('Ancora nessuna guida')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Knowledge base' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('FAQ tab (spec 3 §7 faqpages/GetNewFQAPagesAsync)', { timeout: 30_000 }, () => {
  it('shows the questions topic by topic, each answer opening in place', async () => {
    const user = userEvent.setup();
    await renderSupport({ path: '/support/faq' });
    expect(screen.getByRole('status', { name: 'Loading the questions…' })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent),
    ).toEqual(FAQ.map((page) => page.title));
    await user.click(control('When will my delivery arrive?'));
    expect(expanded('When will my delivery arrive?')).toBe(true);
    await waitFor(() => expect(screen.getByText('On the date chosen.')).toBeVisible());
  });

  it('opens the FAQ page an anchor names, all its answers, and focuses its first question', async () => {
    await renderSupport({ path: '/support/faq#faq-p2' });
    await waitFor(() => expect(expanded('How do I return empties?')).toBe(true));
    expect(expanded('Do you collect pallets?')).toBe(true);
    expect(expanded('By what time must I order?')).toBe(false);
    expect(control('How do I return empties?')).toHaveFocus();
  });

  it('logs "faq items error" and offers a retry when the FAQ cannot be read (spec 3 §8)', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSupport({ path: '/support/faq', failures: { faq: 3 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The questions could not be loaded.');
    expect(logged).toHaveBeenCalledWith('faq items error', expect.anything());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders and delivery' })).toBeInTheDocument();
  });

  it('says when there is no question yet', async () => {
    await renderSupport({ path: '/support/faq', faq: [] });
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
  });
});
