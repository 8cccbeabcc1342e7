import type { SurveyAnswers, SurveyAnswerValue, SurveyQuestion } from '@spina/domain';

/** What the form holds per question: the chosen option(s), the scale value as text, or the text typed. */
export type SurveyFormValues = Record<string, string | string[]>;

/** The form's values of stored answers (or empty ones), one per question of the survey. */
export function formValuesOf(
  questions: readonly SurveyQuestion[],
  answers: Readonly<Record<string, SurveyAnswerValue>> = {},
): SurveyFormValues {
  return Object.fromEntries(
    questions.map((question) => {
      const answer = answers[question.id];
      if (question.kind === 'multiple') return [question.id, Array.isArray(answer) ? answer : []];
      return [question.id, answer === undefined || Array.isArray(answer) ? '' : String(answer)];
    }),
  );
}

/** The answers to send: scale values as numbers, blanks left out (the domain's check says what is missing). */
export function answersOf(questions: readonly SurveyQuestion[], values: SurveyFormValues): SurveyAnswers {
  const answers: Record<string, SurveyAnswerValue> = {};
  for (const question of questions) {
    const value = values[question.id];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    answers[question.id] = question.kind === 'scale' ? Number(value) : value;
  }
  return answers;
}
