import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@spina/domain';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { owner, renderProfile } from '../test/render-profile';

const SLOW = { timeout: 8000 };
const CHANGE = `/api/identity/v1/users/ChangePassword/${owner().UID}`;
const DEFAULT = '/api/identity/v1/users/setdefaultshipto';
const NEW_PASSWORD = 'Birra-Fresca-2026!';

const refusal = (message: string, code: string) => () =>
  json({ statusCode: 400, code, error: 'Bad Request', message, requestId: 'r1' }, 400);

/**
 * The Change password section once its form is in: the section shows at once, the form a moment later, as it
 * loads on demand (under load the checklist was looked for before it was there).
 */
async function passwordForm(section = 'Change password', submit = 'Change the password') {
  const form = within(await screen.findByRole('region', { name: section }, SLOW));
  await form.findByRole('button', { name: submit }, SLOW);
  return form;
}

async function fillPassword(current: string, password: string, retype = password) {
  const user = userEvent.setup();
  const form = await passwordForm();
  await user.type(form.getByLabelText(/^Current password/), current);
  await user.type(form.getByLabelText(/^New password/), password);
  await user.type(form.getByLabelText(/^Retype the new password/), retype);
  await user.click(form.getByRole('button', { name: 'Change the password' }));
  return form;
}

describe(
  'the details tab: personal details, read only (spec 3 §2, §3 auth user, §5)',
  { timeout: 30_000 },
  () => {
    it('shows name, e-mail, phone, country and language, changed only via the configured customer service', async () => {
      await renderProfile();
      const details = within(await screen.findByRole('region', { name: 'Personal details' }, SLOW));
      const facts = Object.fromEntries(
        details.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toEqual({
        'First name': 'Marco',
        'Last name': 'Bellini',
        'E-mail': 'marco@example.com',
        Phone: '3471234501',
        Country: 'Italy',
        'Language of e-mails': 'Italiano',
      });
      expect(details.queryByRole('textbox')).not.toBeInTheDocument();
      expect(
        details.getByText('Your personal details can be changed only by customer service.'),
      ).toBeVisible();
      expect(await details.findByRole('link', { name: 'servizio.clienti@spina.example' })).toHaveAttribute(
        'href',
        'mailto:servizio.clienti@spina.example',
      );
      expect(details.getByRole('link', { name: '800 123 456' })).toHaveAttribute('href', 'tel:+39800123456');
      expect(details.getByText('Monday to Friday, 8:00–17:00')).toBeVisible();
    });

    it("marks a missing country as not filled in (the profile error 'Country is not fill')", async () => {
      await renderProfile({ user: owner({ country: null, phone: null }), language: 'it' });
      const details = within(await screen.findByRole('region', { name: 'Dati personali' }, SLOW));
      expect(details.getByText('Paese').nextElementSibling).toHaveTextContent('Non compilato');
      expect(details.getByText('Telefono').nextElementSibling).toHaveTextContent('Non indicato');
    });

    it('points to the contact page when no customer service is configured', async () => {
      await renderProfile({ links: [] });
      const details = within(await screen.findByRole('region', { name: 'Personal details' }, SLOW));
      expect(await details.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  },
);

describe('change password (spec 3 §5 rules and messages)', { timeout: 30_000 }, () => {
  it('shows the policy live, and refuses a weak or unmatched password without calling the server', async () => {
    const view = await renderProfile();
    const user = userEvent.setup();
    const form = await passwordForm();
    const checklist = form.getByRole('list', { name: 'The password needs' });
    await user.type(form.getByLabelText(/^New password/), 'birra');
    const met = (name: string) => within(checklist).getByText(name).closest('li')?.dataset.met;
    expect(met('At least 12 characters')).toBe('false');
    expect(met('One lower case letter')).toBe('true');
    expect(met('One upper case letter')).toBe('false');
    await user.clear(form.getByLabelText(/^New password/));

    await fillPassword('Spina-Demo-2026!', 'birra-fresca');
    expect(await form.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.requirementsNotMet);
    await user.clear(form.getByLabelText(/^New password/));
    await user.clear(form.getByLabelText(/^Retype the new password/));
    await user.type(form.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(form.getByLabelText(/^Retype the new password/), `${NEW_PASSWORD}x`);
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    expect(form.getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.mismatch);
    expect(view.calls(CHANGE)).toEqual([]);
  });

  it("shows the server's message in the interface language: 'the old password is not correct'", async () => {
    await renderProfile({
      language: 'it',
      rest: { [CHANGE]: refusal(PASSWORD_MESSAGES.oldIncorrect, 'OLD_PASSWORD_NOT_CORRECT') },
    });
    const user = userEvent.setup();
    const form = await passwordForm('Cambia la password', 'Cambia la password');
    await user.type(form.getByLabelText(/^Password attuale/), 'Sbagliata-2026!');
    await user.type(form.getByLabelText(/^Nuova password/), NEW_PASSWORD);
    await user.type(form.getByLabelText(/^Ripeti la nuova password/), NEW_PASSWORD);
    await user.click(form.getByRole('button', { name: 'Cambia la password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('La vecchia password non è corretta');
  });

  it('sends the three passwords, confirms the change and empties the form', async () => {
    const view = await renderProfile({
      rest: { [CHANGE]: () => ({ message: PASSWORD_MESSAGES.changed }) },
    });
    const form = await fillPassword('Spina-Demo-2026!', NEW_PASSWORD);
    expect(await form.findByRole('status')).toHaveTextContent(PASSWORD_MESSAGES.changed);
    expect(view.calls(CHANGE)).toEqual([
      {
        url: expect.any(URL),
        method: 'PUT',
        body: { oldPassword: 'Spina-Demo-2026!', newPassword: NEW_PASSWORD, retypePassword: NEW_PASSWORD },
      },
    ]);
    expect(form.getByLabelText(/^Current password/)).toHaveValue('');
    expect(form.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('shows a reused password refused by the server (not one of the last 8)', async () => {
    await renderProfile({ rest: { [CHANGE]: refusal(PASSWORD_MESSAGES.reused, 'PASSWORD_REUSED') } });
    const form = await fillPassword('Spina-Demo-2026!', NEW_PASSWORD);
    expect(await form.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.reused);
  });

  it('asks for the current password first', async () => {
    await renderProfile();
    const user = userEvent.setup();
    const form = await passwordForm();
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    expect(form.getByRole('alert')).toHaveTextContent('Enter your current password');
  });

  it('is disabled while customer service acts as the user', async () => {
    await renderProfile({
      user: owner({ actingStaff: { UID: 's1', firstName: 'Giulia', lastName: 'Ferri' } }),
    });
    const form = await passwordForm();
    expect(form.getByText(/not while acting as them/)).toBeVisible();
    expect(form.getByRole('button', { name: 'Change the password' })).toBeDisabled();
    expect(form.getByLabelText(/^Current password/)).toBeDisabled();
  });
});

describe('default ship-to (spec 3 §2, §7 setdefaultshipto)', { timeout: 30_000 }, () => {
  it('offers the ship-tos that may order, the suspended one not choosable, and stores the choice', async () => {
    const view = await renderProfile({
      rest: { [DEFAULT]: (url) => ({ defaultShipToId: url.searchParams.get('shiptoId') }) },
    });
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Default ship-to' }, SLOW));
    const group = section.getByRole('radiogroup', { name: 'Choose the ship-to to start on' });
    expect(within(group).getByRole('radio', { name: 'Centrale – Centro' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Centrale – Stazione' })).toBeDisabled();
    expect(section.getByText(/Suspended: it cannot be the default/)).toBeVisible();
    const save = section.getByRole('button', { name: 'Save as default' });
    expect(save).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'Centrale – Lago' }));
    await user.click(save);
    expect(await section.findByRole('status')).toHaveTextContent(
      'Centrale – Lago is now your default ship-to.',
    );
    expect(view.calls(DEFAULT).map((call) => [call.method, call.url.searchParams.get('shiptoId')])).toEqual([
      ['POST', '0000200003'],
    ]);
    expect(view.store.get().user?.defaultShipToId).toBe('0000200003');
    await waitFor(() => expect(section.getByRole('button', { name: 'Save as default' })).toBeDisabled());
  });

  it("shows the server's refusal", async () => {
    await renderProfile({
      rest: { [DEFAULT]: refusal('ShipTo suspended - Select another ShipTo', 'SHIP_TO_SUSPENDED') },
    });
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Default ship-to' }, SLOW));
    await user.click(section.getByRole('radio', { name: 'Centrale – Lago' }));
    await user.click(section.getByRole('button', { name: 'Save as default' }));
    expect(await section.findByRole('alert')).toHaveTextContent('ShipTo suspended - Select another ShipTo');
  });
});

describe('interface language (it, en; stored as the footer stores it)', { timeout: 30_000 }, () => {
  it('switches the portal to English and remembers it', async () => {
    await renderProfile({ language: 'it' });
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Lingua dell’interfaccia' }, SLOW));
    expect(section.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    await user.click(section.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('region', { name: 'Interface language' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('store')).toBe('LivePortal_IT_en');
  });
});
