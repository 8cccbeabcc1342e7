import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  firstLoginFlagResponseSchema,
  helpPagesResponseSchema,
  tutorialCounterResponseSchema,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

/**
 * The help pages the signed-in user may see (spec 3 §7 content service `helppages`), in the interface
 * language; read only for a user who gets the tutorial.
 */
export function useHelpPages(userId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['help-pages', userId, i18n.language],
    queryFn: ({ signal }) => restRequest('/api/content/v1/helppages', helpPagesResponseSchema, { signal }),
    select: (answer) => answer.results,
    enabled,
    // Read once a session: the tutorial is decided as the user arrives, never sprung on them mid-order.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A change of language keeps the pages on show until the new ones are in, so an open tutorial stays put.
    placeholderData: keepPreviousData,
  });
}

/**
 * Records the tutorial as finished (spec 3 §4 "On finish"): the server's first-login flag becomes false
 * (SetFirstLoginFlag with a bare `false`) and its tutorial counter goes up by one (SetUserTutorialCounter
 * without a value). Answers the new counter.
 */
export async function finishTutorial(userId: string): Promise<number> {
  const uid = encodeURIComponent(userId);
  const [, counter] = await Promise.all([
    restRequest(`/api/identity/v1/users/SetFirstLoginFlag/${uid}`, firstLoginFlagResponseSchema, {
      method: 'PUT',
      body: false,
    }),
    restRequest(`/api/identity/v1/users/SetUserTutorialCounter/${uid}`, tutorialCounterResponseSchema, {
      method: 'PUT',
    }),
  ]);
  return counter.showTutorial;
}
