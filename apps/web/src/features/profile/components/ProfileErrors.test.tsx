import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadProfileErrorsBar } from '../../auth';
import { owner, renderProfile } from '../test/render-profile';

const SLOW = { timeout: 8000 };

/** The toolbar announcing the errors, found by its opening words. */
const toolbar = async (opening: RegExp) =>
  (await screen.findByText(opening, {}, SLOW)).closest('[role="status"]');

/** The toolbar's profile errors (spec 1 §4.1 step 6, spec 3 §2) above My Profile, in Italian. */
describe('profile errors on My Profile', { timeout: 30_000 }, () => {
  it("flags a user without a country: the toolbar reads 'Il paese non è compilato', the details say so too", async () => {
    const { default: ProfileErrorsBar } = await loadProfileErrorsBar();
    await renderProfile({ user: owner({ country: null }), language: 'it', toolbar: <ProfileErrorsBar /> });
    expect(await toolbar(/Il tuo profilo è incompleto/)).toHaveTextContent(
      'Il tuo profilo è incompleto: Il paese non è compilato.',
    );
    expect(screen.getByText('Paese').nextElementSibling).toHaveTextContent('Non compilato');
  });

  it("adds 'Customer type is not fill' when no ship-to has a customer type", async () => {
    const { default: ProfileErrorsBar } = await loadProfileErrorsBar();
    const base = owner({ country: null });
    const user = {
      ...base,
      permissionSchema: base.permissionSchema.map((entry) => ({
        ...entry,
        rpDetails: entry.rpDetails.map((role) => ({ ...role, customerType: '' })),
      })),
    };
    await renderProfile({ user, toolbar: <ProfileErrorsBar /> });
    expect(await toolbar(/Your profile is incomplete/)).toHaveTextContent(
      'Your profile is incomplete: Country is not fill · Customer type is not fill.',
    );
  });
});
