import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUSTAINABILITY_SURVEY, type SurveyState } from '@spina/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentShipTo } from '../../../lib/ship-to/current-ship-to';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp, signedInSession } from '../../../test/render';
import SurveyPage from './SurveyPage';

const URL = '/api/content/v1/sustainabilitysurvey';

/** A fake of the survey's GET and PUT: the answers sent are the answers read, with their times. */
function fakeSurvey(initial: SurveyState['response'] = null) {
  let response = initial;
  const server = fakeServer({}, (url, init) => {
    if (!url.startsWith(URL)) return undefined;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { answers: Record<string, string | string[] | number> };
      const now = '2026-11-24T10:00:00.000Z';
      response = {
        surveyId: SUSTAINABILITY_SURVEY.id,
        shipToId: '0000100001',
        answers: body.answers,
        submittedAt: response?.submittedAt ?? now,
        updatedAt: now,
      };
    }
    return json({ surveyId: SUSTAINABILITY_SURVEY.id, response });
  });
  const puts = () => server.requests.filter((request) => request.init?.method === 'PUT');
  return { puts };
}

async function renderSurvey(initial: SurveyState['response'] = null) {
  const session = signedInSession(['Catalogue']);
  setCurrentShipTo(session.user!.permissionSchema[0]!);
  const fake = fakeSurvey(initial);
  await renderWithApp(<SurveyPage />, {
    session,
    path: '/sustainability/survey',
    namespaces: ['sustainability', 'auth', 'messages'],
    language: 'en',
  });
  return fake;
}

afterEach(() => setCurrentShipTo(null));

describe(
  'SurveyPage (spec 1 §2.2 sustainabilitySurvey; spec 3 §2 "Sustainability surveys")',
  { timeout: 30_000 },
  () => {
    it('says what each unanswered required question needs and sends nothing', async () => {
      const { puts } = await renderSurvey();
      await userEvent.click(await screen.findByRole('button', { name: 'Send my answers' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Some answers need your attention.');
      expect(screen.getAllByText('Answer this question')).toHaveLength(4);
      await waitFor(() =>
        expect(screen.getByRole('radio', { name: 'A standard grid tariff' })).toHaveFocus(),
      );
      expect(puts()).toEqual([]);
    });

    it('refuses more practices than allowed and text over its limit before sending', async () => {
      const { puts } = await renderSurvey();
      for (const practice of [
        'LED lighting',
        'Energy-efficient fridges',
        'Water-saving taps',
        'Waste sorting behind the counter',
        'Local food suppliers',
      ])
        await userEvent.click(await screen.findByRole('checkbox', { name: practice }));
      await userEvent.click(screen.getByRole('textbox', { name: /What could we do better/ }));
      await userEvent.paste('x'.repeat(501));
      expect(screen.getByText('501 of 500 characters')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
      expect(await screen.findByText('Choose at most 4 options')).toBeInTheDocument();
      expect(screen.getByText('Write at most 500 characters')).toBeInTheDocument();
      expect(puts()).toEqual([]);
    });

    it('sends the answers, then thanks the user and shows them, and opens them again to change', async () => {
      const { puts } = await renderSurvey();
      await userEvent.click(await screen.findByRole('radio', { name: 'A certified renewable tariff' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'LED lighting' }));
      await userEvent.click(
        within(screen.getByRole('radiogroup', { name: /return empties/ })).getByRole('radio', { name: '4' }),
      );
      await userEvent.click(
        within(screen.getByRole('radiogroup', { name: /guests care/ })).getByRole('radio', { name: '2' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

      expect(await screen.findByText('Thank you for your answers')).toBeInTheDocument();
      expect(JSON.parse(String(puts()[0]!.init!.body))).toEqual({
        surveyId: SUSTAINABILITY_SURVEY.id,
        answers: {
          'energy-source': 'green-tariff',
          practices: ['led-lighting'],
          'empties-return': 4,
          'guest-interest': 2,
        },
      });
      expect(screen.getByText('A certified renewable tariff')).toBeInTheDocument();
      expect(screen.getByText('4 / 5')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
      expect(screen.getByRole('radio', { name: 'A certified renewable tariff' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'LED lighting' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Save my answers' })).toBeInTheDocument();
    });
  },
);
