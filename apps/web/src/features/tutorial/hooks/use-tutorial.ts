import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  canCloseTutorial,
  getsTutorial,
  tutorialReason,
  tutorialSeenNow,
  type HelpPage,
  type TutorialReason,
  type UserInfo,
} from '@spina/domain';
import { useSessionStore } from '../../auth';
import { finishTutorial, useHelpPages } from '../api/tutorial';
import { closedThisVisit, readTutorialSeen, rememberClosed, writeTutorialSeen } from '../tutorial-record';

/** The tutorial of one signed-in user: whether it is open, what it shows, and how it ends. */
export type Tutorial = {
  open: boolean;
  reason: TutorialReason | null;
  pages: HelpPage[];
  /** The close button and Escape: not on first login (spec 3 §2), unless finishing failed. */
  closable: boolean;
  close: () => void;
  finish: () => void;
  finishing: boolean;
  finishFailed: boolean;
};

/**
 * Decides and runs the tutorial of spec 3 §4 for `user`: it opens once their help pages are in and a reason
 * holds (domain rule tutorialReason); Done records it on the server and in this browser; closing hides it
 * until the next sign-in. A browser that keeps no record of a user not due for the tutorial starts one with
 * the pages on show, so that later changes to new-capability pages bring it back.
 */
export function useTutorial(user: UserInfo): Tutorial {
  const store = useSessionStore();
  const eligible = getsTutorial(user);
  const helpPages = useHelpPages(user.UID, eligible);
  const [seen, setSeen] = useState(() => readTutorialSeen(user.UID));
  const [closed, setClosed] = useState(() => closedThisVisit(user.UID));
  const pages = helpPages.data ?? [];
  const reason = helpPages.data ? tutorialReason(user, seen, helpPages.data) : null;

  useEffect(() => {
    if (!eligible || !helpPages.data || reason !== null || seen !== null) return;
    const start = tutorialSeenNow(user.showTutorial, helpPages.data);
    writeTutorialSeen(user.UID, start);
    setSeen(start);
  }, [eligible, helpPages.data, reason, seen, user.UID, user.showTutorial]);

  const finish = useMutation({
    mutationFn: () => finishTutorial(user.UID),
    onSuccess: (counter) => {
      const record = tutorialSeenNow(counter, pages);
      writeTutorialSeen(user.UID, record);
      setSeen(record);
      // The session's user info follows the server, so no screen sees a first login that is over.
      const session = store.get();
      if (session.user?.UID === user.UID)
        store.set({ ...session, user: { ...session.user, firstLogin: false, showTutorial: counter } });
    },
  });

  return {
    open: reason !== null && !closed && pages.length > 0,
    reason,
    pages,
    closable: (reason !== null && canCloseTutorial(reason)) || finish.isError,
    close: () => {
      rememberClosed(user.UID);
      setClosed(true);
    },
    finish: () => finish.mutate(),
    finishing: finish.isPending,
    finishFailed: finish.isError,
  };
}
