/**
 * The sustainability survey (spec 3 §2 route sustainabilitySurvey, screen "Sustainability surveys"): the questions
 * a venue answers about energy, water, empties and deliveries, and the one check of its answers that the web runs
 * before sending and the server runs again before storing. The wording lives in the web's catalogues, keyed by
 * the question and option ids; ids never change once answers are stored under them.
 */

/** A question with one answer among its options. */
export type SingleChoiceQuestion = {
  id: string;
  kind: 'single';
  required: boolean;
  options: readonly string[];
};
/** A question with several answers among its options, at most `maxChoices`. */
export type MultipleChoiceQuestion = {
  id: string;
  kind: 'multiple';
  required: boolean;
  options: readonly string[];
  maxChoices: number;
};
/** A question answered by a whole number from `min` to `max`. */
export type ScaleQuestion = { id: string; kind: 'scale'; required: boolean; min: number; max: number };
/** A question answered in free text of at most `maxLength` characters. */
export type TextQuestion = { id: string; kind: 'text'; required: boolean; maxLength: number };

export type SurveyQuestion = SingleChoiceQuestion | MultipleChoiceQuestion | ScaleQuestion | TextQuestion;
export type Survey = { id: string; questions: readonly SurveyQuestion[] };

/** An answer as sent: an option id, option ids, a number on the scale, or text. */
export type SurveyAnswerValue = string | string[] | number;
export type SurveyAnswers = Readonly<Record<string, SurveyAnswerValue>>;

/** The longest free-text answer. */
export const SURVEY_TEXT_MAX_LENGTH = 500;
/** The most practices the practices question accepts. */
export const SURVEY_MAX_PRACTICES = 4;

/** The survey of the portal; `id` names the edition the stored answers belong to. */
export const SUSTAINABILITY_SURVEY = {
  id: 'sustainability-2026',
  questions: [
    {
      id: 'energy-source',
      kind: 'single',
      required: true,
      options: ['standard-grid', 'green-tariff', 'own-solar', 'not-sure'],
    },
    {
      id: 'practices',
      kind: 'multiple',
      required: true,
      options: [
        'led-lighting',
        'efficient-fridges',
        'water-saving-taps',
        'eco-glasswasher',
        'waste-sorting',
        'returnable-glass',
        'local-suppliers',
      ],
      maxChoices: SURVEY_MAX_PRACTICES,
    },
    { id: 'empties-return', kind: 'scale', required: true, min: 1, max: 5 },
    {
      id: 'delivery-preference',
      kind: 'single',
      required: false,
      options: ['fewer-larger', 'as-needed', 'shared-route'],
    },
    { id: 'guest-interest', kind: 'scale', required: true, min: 1, max: 5 },
    { id: 'ideas', kind: 'text', required: false, maxLength: SURVEY_TEXT_MAX_LENGTH },
  ],
} as const satisfies Survey;

/** The messages of the check, in English; they are also the web's i18n keys (DESIGN §6). */
export const SURVEY_MESSAGES = {
  required: 'Answer this question',
  unknownQuestion: 'This question is not part of the survey',
  notAnOption: 'Choose one of the options shown',
  tooManyChoices: `Choose at most ${SURVEY_MAX_PRACTICES} options`,
  outOfScale: 'Choose a value on the scale',
  tooLong: `Write at most ${SURVEY_TEXT_MAX_LENGTH} characters`,
} as const;

export type SurveyCheck =
  { ok: true; answers: Record<string, SurveyAnswerValue> } | { ok: false; errors: Record<string, string> };

/** An answer normalised (text trimmed, choices deduplicated), or undefined when it is empty. */
function normalised(value: SurveyAnswerValue | undefined): SurveyAnswerValue | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : [...new Set(value)];
  return value;
}

/** The message for `value` answering `question`, or null when it is a good answer. */
function problemOf(question: SurveyQuestion, value: SurveyAnswerValue): string | null {
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && question.options.includes(value)
        ? null
        : SURVEY_MESSAGES.notAnOption;
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((option) => question.options.includes(option)))
        return SURVEY_MESSAGES.notAnOption;
      return value.length > question.maxChoices ? SURVEY_MESSAGES.tooManyChoices : null;
    }
    case 'scale':
      return typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= question.min &&
        value <= question.max
        ? null
        : SURVEY_MESSAGES.outOfScale;
    case 'text':
      if (typeof value !== 'string') return SURVEY_MESSAGES.required;
      return [...value].length > question.maxLength ? SURVEY_MESSAGES.tooLong : null;
  }
}

/**
 * Checks a set of answers against `survey`: every required question answered, every answer of its question's
 * kind (an offered option, at most the choices allowed, a value on the scale, text within its limit), and no
 * answer to a question the survey does not ask. Answers the good set normalised; otherwise a message per question.
 */
export function checkSurveyAnswers(survey: Survey, answers: SurveyAnswers): SurveyCheck {
  const errors: Record<string, string> = {};
  const good: Record<string, SurveyAnswerValue> = {};
  const asked = new Set(survey.questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!asked.has(id)) errors[id] = SURVEY_MESSAGES.unknownQuestion;
  for (const question of survey.questions) {
    const value = normalised(Object.hasOwn(answers, question.id) ? answers[question.id] : undefined);
    if (value === undefined) {
      if (question.required) errors[question.id] = SURVEY_MESSAGES.required;
      continue;
    }
    const problem = problemOf(question, value);
    if (problem) errors[question.id] = problem;
    else good[question.id] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: good };
}
