import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, fakeServer } from '../../../test/fake-server';
import { LocationProbe } from '../../../test/render-catalogue';
import { renderWithApp, signedInSession } from '../../../test/render';
import BecomePartnerPage from './BecomePartnerPage';
import ContactPage from './ContactPage';
import type * as contactRequestsApi from '../api/contact-requests';

type ContactRequestsApi = typeof contactRequestsApi;

// The minimum fill time is the server's to enforce (and tested there); here sending goes at once.
vi.mock('../api/contact-requests', async (importOriginal) => ({
  ...(await importOriginal<ContactRequestsApi>()),
  minimumFillWait: () => 0,
}));

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** The forms' calls: a token, and each POST answered by `answer` and recorded. */
function formsServer(answer: Answer = { status: 200, body: { received: true } }) {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  fakeServer({}, (url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/api/content/v1/contactform/token') return json({ token: '1700000000000.signed' });
    if (init?.method === 'POST' && /(partner|contact)requests$/.test(path)) {
      posts.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return json(answer.body, answer.status, answer.headers);
    }
    return undefined;
  });
  return posts;
}

const NAMESPACES = ['contact', 'auth'];

/**
 * Enters a field's text as one paste: typing it key by key redraws the whole form for every character, which
 * took the test past its time limit on a busy machine. The validation under test runs on the value either way.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPartnerForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^Ragione sociale/), 'Birrificio del Lago snc');
  await enter(user, screen.getByLabelText(/^Partita IVA/), 'IT01234567890');
  await user.selectOptions(screen.getByLabelText(/^Tipo di attività/), 'pub');
  await enter(user, screen.getByLabelText(/^Referente/), 'Giulia Neri');
  await enter(user, screen.getByLabelText(/^E-mail/), 'giulia@lago.example');
  await enter(user, screen.getByLabelText(/^Telefono/), '0311234567');
  await enter(user, screen.getByLabelText(/^Indirizzo/), 'Via del Porto 4');
  await enter(user, screen.getByLabelText(/^CAP/), '22100');
  await enter(user, screen.getByLabelText(/^Città/), 'Como');
  await user.click(screen.getByRole('checkbox'));
}

describe('become-a-partner page (spec 3 §2, §5)', { timeout: 30_000 }, () => {
  it('shows each field’s problem in Italian and sends nothing until the form is right', async () => {
    const user = userEvent.setup();
    const posts = formsServer();
    await renderWithApp(<BecomePartnerPage />, { language: 'it', namespaces: NAMESPACES });
    await enter(user, await screen.findByLabelText(/^CAP/), '2210');
    await enter(user, screen.getByLabelText(/^Telefono/), '12345');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Il CAP deve essere di 5 cifre')).toBeInTheDocument();
    expect(screen.getByText('Il numero di telefono deve essere di 10 cifre')).toBeInTheDocument();
    expect(screen.getByText('Le linee guida e le condizioni devono essere accettate')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ragione sociale/)).toHaveFocus();
    expect(screen.getByLabelText(/^CAP/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('sends the form with the token and an empty honeypot, then thanks the sender', async () => {
    const user = userEvent.setup();
    const posts = formsServer();
    await renderWithApp(<BecomePartnerPage />, { language: 'en', namespaces: NAMESPACES });
    await screen.findByLabelText(/^Company name/);
    await enter(user, screen.getByLabelText(/^Company name/), 'Birrificio del Lago snc');
    await enter(user, screen.getByLabelText(/^VAT number/), 'IT01234567890');
    await user.selectOptions(screen.getByLabelText(/^Type of business/), 'pub');
    await enter(user, screen.getByLabelText(/^Contact person/), 'Giulia Neri');
    await enter(user, screen.getByLabelText(/^E-mail/), 'giulia@lago.example');
    await enter(user, screen.getByLabelText(/^Phone/), '0311234567');
    await enter(user, screen.getByLabelText(/^Address/), 'Via del Porto 4');
    await enter(user, screen.getByLabelText(/^ZIP code/), '22100');
    await enter(user, screen.getByLabelText(/^City/), 'Como');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your request has been sent' }),
    ).toHaveFocus();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/content/v1/partnerrequests',
      body: { zip: '22100', businessType: 'pub', website: '', formToken: '1700000000000.signed' },
    });
  });

  it('puts the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    formsServer({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        details: [
          {
            path: '/vatNumber',
            message: 'The VAT number must be 8 to 12 letters or digits, optionally after the country code',
          },
        ],
      },
    });
    await renderWithApp(<BecomePartnerPage />, { language: 'it', namespaces: NAMESPACES });
    await screen.findByLabelText(/^Ragione sociale/);
    await fillPartnerForm(user);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByText(
        'La partita IVA deve avere da 8 a 12 lettere o cifre, eventualmente dopo il codice del paese',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Partita IVA/)).toHaveFocus();
  });

  it('says when the address has sent too many requests', async () => {
    const user = userEvent.setup();
    formsServer({
      status: 429,
      headers: { 'retry-after': '600' },
      body: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests have been sent from this address. Try again in a few minutes.',
      },
    });
    await renderWithApp(<BecomePartnerPage />, { language: 'it', namespaces: NAMESPACES });
    await screen.findByLabelText(/^Ragione sociale/);
    await fillPartnerForm(user);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sono state inviate troppe richieste da questo indirizzo. Riprova tra qualche minuto.',
    );
  });
});

describe('contact page (spec 3 §2 contact, thanks)', { timeout: 30_000 }, () => {
  it('fills in a signed-in user’s name, e-mail and company, and ends on /thanks', async () => {
    const user = userEvent.setup();
    const posts = formsServer();
    localStorage.setItem('shipToId', '0000100001');
    await renderWithApp(
      <>
        <ContactPage />
        <LocationProbe />
      </>,
      { language: 'en', namespaces: NAMESPACES, session: signedInSession(['Support']), path: '/contact' },
    );
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Centrale S.r.l.');
    await enter(user, screen.getByLabelText(/^Message/), 'When do you deliver on Saturdays?');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thanks?sent=contact'));
    expect(posts[0]?.body).toMatchObject({ email: 'owner@example.com', companyName: 'Centrale S.r.l.' });
  });
});
