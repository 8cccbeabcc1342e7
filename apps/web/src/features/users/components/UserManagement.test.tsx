import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { expectLabelInName } from '../../../test/label-in-name';
import { CENTRO, LUNGOMARE, renderUserManagement, userRecord } from '../test/fake-users';

const SLOW = { timeout: 8000 };

describe('UserManagement, the My Profile management tab (spec 3 §2, §4-§6)', { timeout: 30_000 }, () => {
  it('lists the users with their roles per ship-to and status; the own row offers nothing', async () => {
    await renderUserManagement();
    const rows = await screen.findAllByTestId('user-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    const sara = within(rows[0]!);
    expect(sara.getByText('sara@example.com')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Bar Centrale: On Premise Basic');
    expect(rows[0]).toHaveTextContent('Bar Lungomare: On Premise Reporting + Contracts');
    expect(sara.getByText('Active')).toBeInTheDocument();
    expect(sara.getByRole('button', { name: 'Edit roles of Sara Colombo' })).toBeInTheDocument();
    // Each action is named by the words it shows and whose it is (WCAG 2.5.3, label in name).
    for (const button of sara.getAllByRole('button')) expectLabelInName(button);
    const self = within(rows[1]!);
    expect(self.getByText('You')).toBeInTheDocument();
    expect(self.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it('sends the status and ship-to filters, and the search after typing', async () => {
    const user = userEvent.setup();
    const view = await renderUserManagement();
    await screen.findAllByTestId('user-row', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('Status'), 'Invited');
    await user.selectOptions(screen.getByLabelText('Delivery address'), CENTRO);
    await user.type(screen.getByLabelText('Name or e-mail'), 'sara');
    await waitFor(() => {
      const query = Object.fromEntries(view.sent('GetAllUsersInfo').at(-1)!.url.searchParams);
      expect(query).toMatchObject({ status: 'Invited', shipTo: CENTRO, search: 'sara', page: '1' });
    });
  });

  it('invites: a ticked ship-to without a role is refused in the browser, then the roles are sent', async () => {
    const user = userEvent.setup();
    const view = await renderUserManagement({
      rest: {
        CreateNewUser: () =>
          json(
            {
              user: userRecord({ email: 'new@example.com', status: 'Invited' }),
              invitationSent: true,
              message: 'The invitation has been sent to the new user',
            },
            201,
          ),
      },
    });
    await screen.findAllByTestId('user-row', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Invite a user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a user' }));
    await user.type(dialog.getByLabelText(/^First name/), 'Chiara');
    await user.type(dialog.getByLabelText(/^Last name/), 'Nuova');
    await user.type(dialog.getByLabelText(/^E-mail/), 'new@example.com');
    await user.click(dialog.getByRole('checkbox', { name: 'Access to Bar Centrale' }));
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A role must be chosen for each ship-to');
    expect(view.sent('CreateNewUser')).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Role at Bar Centrale'), 'on-premise-basic');
    const permissions = within(dialog.getByRole('group', { name: 'Permissions at Bar Centrale' }));
    expect(permissions.getByText('Catalogue (create order)')).toBeInTheDocument();
    // Optional and held: may be ticked; optional but not held by the owner: shown, not offered.
    await user.click(permissions.getByRole('checkbox', { name: 'Reporting' }));
    expect(permissions.getByRole('checkbox', { name: 'Empties management' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(view.sent('CreateNewUser')).toHaveLength(1));
    expect(view.sent('CreateNewUser')[0]!.body).toEqual({
      firstName: 'Chiara',
      lastName: 'Nuova',
      email: 'new@example.com',
      phone: null,
      language: 'en',
      permissionSchema: [
        { shipToId: CENTRO, roleId: 'on-premise-basic', extendedPermissions: ['Reporting'] },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The invitation has been sent to new@example.com.',
    );
  });

  it("says 'User already exists' in the user's language when the server refuses the e-mail", async () => {
    const user = userEvent.setup();
    await renderUserManagement({
      language: 'it',
      rest: {
        CreateNewUser: () =>
          json({ statusCode: 409, code: 'USER_EXISTS', message: 'User already exists' }, 409),
      },
    });
    await screen.findAllByTestId('user-row', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Invita un utente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invita un utente' }));
    await user.type(dialog.getByLabelText(/^Nome/), 'Chiara');
    await user.type(dialog.getByLabelText(/^Cognome/), 'Nuova');
    await user.type(dialog.getByLabelText(/^E-mail/), 'sara@example.com');
    await user.click(dialog.getByRole('checkbox', { name: 'Accesso a Bar Lungomare' }));
    await user.selectOptions(dialog.getByLabelText('Ruolo presso Bar Lungomare'), 'on-premise-reporting');
    await user.click(dialog.getByRole('button', { name: 'Invia l’invito' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('L’utente esiste già');
  });

  it('edits roles: only the changed ship-tos are sent, unticked ones are taken away', async () => {
    const user = userEvent.setup();
    const view = await renderUserManagement({
      rest: {
        UpdateUser: () => ({ user: userRecord(), message: 'The roles of the user have been saved' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit roles of Sara Colombo' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roles of Sara Colombo' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Access to Bar Lungomare' }));
    await user.click(
      within(dialog.getByRole('group', { name: 'Permissions at Bar Centrale' })).getByRole('checkbox', {
        name: 'Contracts',
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save the roles' }));
    await waitFor(() => expect(view.sent('UpdateUser')).toHaveLength(1));
    const request = view.sent('UpdateUser')[0]!;
    expect(request.method).toBe('PUT');
    expect(request.body).toEqual({
      permissionSchema: [
        { shipToId: CENTRO, roleId: 'on-premise-basic', extendedPermissions: ['Contracts'] },
      ],
      deletedShipToList: [LUNGOMARE],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The roles of the user have been saved');
  });

  it('changes a status only after the confirmation, which says what deactivating does', async () => {
    const user = userEvent.setup();
    const view = await renderUserManagement({
      rest: {
        SetUserStatus: () => ({
          user: userRecord({ status: 'Inactive' }),
          message: 'The status of the user has been changed',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change status of Sara Colombo' }, SLOW));
    // Mantine hides a dropdown whose target it measures as out of view, as jsdom's zero-sized layout may read
    // once the positioning settles (it did on a busy machine): the item is there and is clicked all the same.
    await user.click(await screen.findByRole('menuitem', { name: 'Make Inactive', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the status of Sara Colombo' }));
    expect(dialog.getByText(/signed out at once/)).toBeInTheDocument();
    expect(view.sent('SetUserStatus')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes, change the status' }));
    await waitFor(() => expect(view.sent('SetUserStatus')).toHaveLength(1));
    expect(view.sent('SetUserStatus')[0]).toMatchObject({
      method: 'PATCH',
      body: { id: userRecord().id, status: 'Inactive' },
    });
  });

  it("reports 'Could not send the invitation e-mail' when resending fails", async () => {
    const user = userEvent.setup();
    await renderUserManagement({
      users: [
        userRecord({
          status: 'Invited',
          actions: { editRoles: true, statuses: ['Inactive'], resendInvitation: true },
        }),
      ],
      rest: {
        ResendVerificationEmail: () =>
          json(
            { statusCode: 502, code: 'INVITATION_NOT_SENT', message: 'Could not send the invitation e-mail' },
            502,
          ),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Send invitation again to Sara Colombo' }, SLOW),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the invitation e-mail');
  });

  it('shows the roles with the legend, and a load failure with a retry', async () => {
    const user = userEvent.setup();
    await renderUserManagement({
      rest: { GetAllUsersInfo: () => json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) },
    });
    expect(await screen.findByText('The users could not be loaded.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Roles and permissions' }));
    expect(await screen.findByText('On Premise Reporting')).toBeInTheDocument();
    expect(screen.getAllByText('Legend:')).toHaveLength(1);
  });

  it('tells a user without Access Management that the tab is for owners', async () => {
    await renderUserManagement({ manager: false });
    expect(
      await screen.findByText('User management is for Owners and Delegated Owners', {}, SLOW),
    ).toBeInTheDocument();
  });
});
