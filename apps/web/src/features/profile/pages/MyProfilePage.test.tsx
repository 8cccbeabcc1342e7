import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileTab } from '../profile-tabs';
import { PROFILE_TABS } from '../tabs';
import { owner, renderProfile } from '../test/render-profile';
import { onPhone } from '../../../test/viewport';

const SLOW = { timeout: 8000 };
const location = () => screen.getByTestId('location').textContent;

/** The management tab with a stand-in panel, so that the tab rules are seen without the users' screens. */
const MANAGEMENT: ProfileTab = {
  key: 'management',
  label: 'tabs.management',
  section: 'Access Management',
  Panel: () => <p>Users of the company</p>,
};

const WITHOUT_MANAGEMENT = PROFILE_TABS.filter((tab) => tab.key !== 'management');

describe('/my-profile/{tab}: the tabs of My Profile (spec 3 §2)', { timeout: 30_000 }, () => {
  it('opens the tab of the address, and each tab click changes the address', async () => {
    const user = userEvent.setup();
    await renderProfile({ path: '/my-profile/company' });
    const company = await screen.findByRole('tab', { name: 'Company' }, SLOW);
    expect(company).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My details' }));
    expect(location()).toBe('/my-profile/details');
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Company details' })).not.toBeInTheDocument();
  });

  it('is operable by keyboard: the arrow keys move to the next tab and open it', async () => {
    const user = userEvent.setup();
    await renderProfile();
    const details = await screen.findByRole('tab', { name: 'My details' }, SLOW);
    details.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveFocus();
    await waitFor(() => expect(location()).toBe('/my-profile/company'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(location()).toBe('/my-profile/details'));
  });

  it('sends an unknown tab to the details tab', async () => {
    await renderProfile({ path: '/my-profile/nothing-here' });
    await waitFor(() => expect(location()).toBe('/my-profile/details'), SLOW);
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
  });

  it('shows a select instead of tabs on a phone (tabs shown as tabs or as a select)', async () => {
    onPhone();
    const user = userEvent.setup();
    await renderProfile();
    const select = await screen.findByRole('combobox', { name: 'Sections of your profile' }, SLOW);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.selectOptions(select, 'company');
    expect(location()).toBe('/my-profile/company');
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();
  });

  it('lists the management tab only to a user with Access Management, and opens it from its address', async () => {
    expect(PROFILE_TABS.find((tab) => tab.key === 'management')?.section).toBe('Access Management');
    await renderProfile({ path: '/my-profile/management', tabs: [...WITHOUT_MANAGEMENT, MANAGEMENT] });
    expect(await screen.findByText('Users of the company', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My details',
      'Company',
      'User management',
    ]);
  });

  it('hides the management tab from a user without Access Management, whose address leads to the details', async () => {
    const basic = owner();
    basic.allAvailablePermission = basic.allAvailablePermission.filter((p) => p !== 'Access Management');
    await renderProfile({
      path: '/my-profile/management',
      user: basic,
      tabs: [...WITHOUT_MANAGEMENT, MANAGEMENT],
    });
    await waitFor(() => expect(location()).toBe('/my-profile/details'), SLOW);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My details', 'Company']);
    expect(screen.queryByText('Users of the company')).not.toBeInTheDocument();
  });
});
