import { ProfileErrorsBar } from '../../auth/components/ProfileErrorsBar';
import ActingBanner from '../../staff/components/ActingBanner';

/**
 * The bars a signed-in user sees above the header: the acting banner while customer service acts as them,
 * and the profile errors. Loaded only for signed-in users.
 */
export default function SessionBars() {
  return (
    <>
      <ActingBanner />
      <ProfileErrorsBar />
    </>
  );
}
