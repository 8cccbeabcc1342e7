import * as z from 'zod/mini';
import { checkSurveyAnswers, SUSTAINABILITY_SURVEY } from '../sustainability/survey';

/**
 * REST contracts of the sustainability survey (spec 3 §2 sustainabilitySurvey, login): the caller's answers on
 * the ship-to of the `outletid` header, read and replaced as a whole. The spec names no call; the path follows
 * the content service's style.
 */
export const SUSTAINABILITY_SURVEY_PATH = 'sustainabilitysurvey';

const answerValue = z.union([
  z.string().check(z.maxLength(5_000)),
  z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20)),
  z.number(),
]);

/**
 * Body of PUT sustainabilitysurvey: the survey edition and an answer per question id. Every rule of
 * checkSurveyAnswers is enforced here too, each message on the question's own path, so that the server refuses
 * exactly what the form refuses.
 */
export const surveySubmissionSchema = z
  .strictObject({
    surveyId: z.literal(SUSTAINABILITY_SURVEY.id),
    answers: z.record(z.string().check(z.minLength(1), z.maxLength(60)), answerValue),
  })
  .check(
    z.superRefine((body, context) => {
      const result = checkSurveyAnswers(SUSTAINABILITY_SURVEY, body.answers);
      if (result.ok) return;
      for (const [question, message] of Object.entries(result.errors)) {
        context.issues.push({ code: 'custom', message, path: ['answers', question], input: body.answers });
      }
    }),
  );
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;

/** The stored answers of the caller on one ship-to, with when they were first sent and last changed. */
export const surveyResponseSchema = z.object({
  surveyId: z.string(),
  shipToId: z.string(),
  answers: z.record(z.string(), answerValue),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Answer of GET and PUT sustainabilitysurvey: the caller's answers on the ship-to, or null before any. */
export const surveyStateSchema = z.object({
  surveyId: z.string(),
  response: z.nullable(surveyResponseSchema),
});
export type SurveyState = z.infer<typeof surveyStateSchema>;
