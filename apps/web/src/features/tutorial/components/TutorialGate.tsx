import { useState } from 'react';
import type { TutorialReason, UserInfo } from '@spina/domain';
import { useSession } from '../../auth';
import { useTutorial } from '../hooks/use-tutorial';
import { TutorialModal } from './TutorialModal';

function UserTutorial({ user }: { user: UserInfo }) {
  const tutorial = useTutorial(user);
  // The reason it opened for is kept once it is over, so the dialog closes as a dialog does (handing the focus
  // back) instead of vanishing.
  const [shown, setShown] = useState<TutorialReason | null>(null);
  if (tutorial.reason && tutorial.reason !== shown) setShown(tutorial.reason);
  if (!shown) return null;
  return (
    <TutorialModal
      opened={tutorial.open}
      reason={shown}
      pages={tutorial.pages}
      closable={tutorial.closable}
      onClose={tutorial.close}
      onFinish={tutorial.finish}
      finishing={tutorial.finishing}
      finishFailed={tutorial.finishFailed}
    />
  );
}

/**
 * The first-login tutorial of the signed-in user (spec 3 §2, §4), shown over any page of the portal when it is
 * due; nothing for visitors. A change of user (staff acting as a customer) starts afresh.
 */
export default function TutorialGate() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return null;
  return <UserTutorial key={user.UID} user={user} />;
}
