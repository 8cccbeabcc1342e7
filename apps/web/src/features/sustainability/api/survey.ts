import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUSTAINABILITY_SURVEY,
  SUSTAINABILITY_SURVEY_PATH,
  surveyStateSchema,
  type SurveyAnswers,
  type SurveyState,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';

const URL = `/api/content/v1/${SUSTAINABILITY_SURVEY_PATH}` as const;
const keyOf = (shipToId: string | null) => ['sustainability', 'survey', shipToId];

/** The signed-in user's answers on the current ship-to (the `outletid` header names it), or none yet. */
export function useSurveyState() {
  const shipToId = useCurrentShipToId();
  return useQuery({
    queryKey: keyOf(shipToId),
    queryFn: ({ signal }) => restRequest(URL, surveyStateSchema, { signal }),
    enabled: shipToId !== null,
  });
}

/** Sends the answers; the stored ones become the state shown. */
export function useSubmitSurvey() {
  const shipToId = useCurrentShipToId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) =>
      restRequest(URL, surveyStateSchema, {
        method: 'PUT',
        body: { surveyId: SUSTAINABILITY_SURVEY.id, answers },
      }),
    onSuccess: (state: SurveyState) => client.setQueryData(keyOf(shipToId), state),
  });
}
