import { SUSTAINABILITY_SURVEY, type SurveyAnswerValue, type SurveyState } from '@spina/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sustainabilitySurveyResponses as responses } from '../../db/schema';

/** Whose answers a call reads or writes: the signed-in user on one of their own ship-tos. */
export type SurveyRespondent = { userId: string; shipToId: string; companyId: string };

type ResponseRow = typeof responses.$inferSelect;

function stateOf(row: ResponseRow | undefined): SurveyState {
  return {
    surveyId: SUSTAINABILITY_SURVEY.id,
    response: row
      ? {
          surveyId: row.surveyId,
          shipToId: row.shipToId,
          answers: row.answers,
          submittedAt: row.submittedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}

export type SustainabilitySurveyService = ReturnType<typeof createSustainabilitySurveyService>;

/**
 * The sustainability survey's answers (spec 3 §2 sustainabilitySurvey): one set per user, ship-to and edition,
 * which answering again replaces. Every read and write names the respondent's own user id and ship-to, so no one
 * reaches another user's answers.
 */
export function createSustainabilitySurveyService(db: Database) {
  const mine = (who: SurveyRespondent) =>
    and(
      eq(responses.userId, who.userId),
      eq(responses.shipToId, who.shipToId),
      eq(responses.surveyId, SUSTAINABILITY_SURVEY.id),
    );

  /** The respondent's answers to the current edition, or none yet. */
  async function read(who: SurveyRespondent): Promise<SurveyState> {
    const [row] = await db.select().from(responses).where(mine(who)).limit(1);
    return stateOf(row);
  }

  /** Stores checked `answers` as the respondent's, replacing earlier ones; the first sending time is kept. */
  async function submit(
    who: SurveyRespondent,
    answers: Record<string, SurveyAnswerValue>,
  ): Promise<SurveyState> {
    const [row] = await db
      .insert(responses)
      .values({ surveyId: SUSTAINABILITY_SURVEY.id, ...who, answers })
      .onConflictDoUpdate({
        target: [responses.userId, responses.shipToId, responses.surveyId],
        set: { answers, companyId: who.companyId, updatedAt: sql`now()` },
      })
      .returning();
    return stateOf(row);
  }

  return { read, submit };
}
