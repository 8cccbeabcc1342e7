import { lazy, Suspense } from 'react';
import { loadProfileErrorsBar } from '../../auth';
import { loadActingBanner } from '../../staff';

const ActingBanner = lazy(loadActingBanner);
const ProfileErrorsBar = lazy(loadProfileErrorsBar);

/**
 * The bars a signed-in user sees above the header: the acting banner while customer service acts as them,
 * and the profile errors. Loaded only for signed-in users; they appear when ready, without a loader, as the
 * page is usable without them.
 */
export default function SessionBars() {
  return (
    <Suspense fallback={null}>
      <ActingBanner />
      <ProfileErrorsBar />
    </Suspense>
  );
}
