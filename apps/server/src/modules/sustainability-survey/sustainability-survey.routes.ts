import {
  checkSurveyAnswers,
  SUSTAINABILITY_SURVEY,
  SUSTAINABILITY_SURVEY_PATH,
  surveyStateSchema,
  surveySubmissionSchema,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../http/errors';
import { readRequestScope } from '../../http/request-scope';
import { createSustainabilitySurveyService, type SurveyRespondent } from './sustainability-survey.service';

/**
 * The respondent of a call: the signed-in user on the ship-to of the `outletid` header, which must be theirs
 * (spec 1 §7). Its company is the ship-to's, as the user's permission schema records it.
 */
export function respondentOf(request: FastifyRequest): SurveyRespondent {
  const principal = request.principal!;
  const shipToId = readRequestScope(request).outletId;
  if (!shipToId) throw forbidden('Choose a ship-to first');
  const grant = principal.shipTos.get(shipToId);
  if (!grant) throw forbidden('This ship-to is not one of yours');
  return { userId: principal.userId, shipToId, companyId: grant.companyId };
}

/**
 * The sustainability survey (spec 3 §2 sustainabilitySurvey, login): the caller's answers on their ship-to, read
 * and replaced whole. The body's schema runs the survey's checks, so bad answers are a 400 naming each question,
 * and nothing is stored.
 */
export function sustainabilitySurveyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSustainabilitySurveyService(deps.db);
  const url = `/api/content/v1/${SUSTAINABILITY_SURVEY_PATH}`;
  const config = { access: { signedIn: true } as const };

  api.get(
    url,
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The caller's answers to the sustainability survey on the ship-to of outletid, or null",
        response: { 200: surveyStateSchema },
      },
    },
    async (request) => service.read(respondentOf(request)),
  );

  api.put(
    url,
    {
      config,
      schema: {
        tags: ['content'],
        summary: "Stores the caller's answers to the sustainability survey on the ship-to of outletid",
        description:
          'Required questions must be answered; choices must be among the options (practices: at most 4), ' +
          'scales whole numbers from 1 to 5, free text at most 500 characters. Answering again replaces the answers.',
        body: surveySubmissionSchema,
        response: { 200: surveyStateSchema },
      },
    },
    async (request) => {
      const who = respondentOf(request);
      // The schema has checked the answers; this gives them normalised (trimmed, without blanks and repeats).
      const checked = checkSurveyAnswers(SUSTAINABILITY_SURVEY, request.body.answers);
      if (!checked.ok) throw badRequest('The answers are not valid', 'VALIDATION_FAILED');
      return service.submit(who, checked.answers);
    },
  );
}
