import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import SamlErrorPage from './SamlErrorPage';

async function open(path: string, language: 'it' | 'en') {
  await renderWithApp(
    <Routes>
      <Route path="/saml-error" element={<SamlErrorPage />} />
    </Routes>,
    { path, language, namespaces: ['auth'] },
  );
  return (await screen.findByRole('heading', { level: 1 })).textContent;
}

// Issue 8 finding 13: without a service name the Italian page read 'durante l'apertura di il servizio'.
describe('/saml-error (spec 1 §2.2)', () => {
  it('words a hand-off without a service name as a sentence of its own', async () => {
    expect(await open('/saml-error', 'it')).toBe('Non è stato possibile aprire il servizio');
    expect(screen.getByText(/durante l’apertura del servizio\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(di|a) il\b/);
  });

  it('names the service it could not open, in Italian', async () => {
    expect(await open('/saml-error?provider=elearning&reason=expired', 'it')).toBe(
      'Il link a eLearning è scaduto',
    );
  });

  it('names the service it could not open, in English', async () => {
    expect(await open('/saml-error?provider=academy&reason=failed', 'en')).toBe(
      'The connection to Academy could not start',
    );
  });
});
