import { describe, expect, it } from 'vitest';
import { surveySubmissionSchema } from '../contracts/sustainability-survey';
import {
  checkSurveyAnswers,
  SURVEY_MESSAGES,
  SURVEY_TEXT_MAX_LENGTH,
  SUSTAINABILITY_SURVEY,
  type SurveyAnswers,
} from './survey';
import { safeParse } from 'zod/mini';

/** Spec 3 §2 "Sustainability surveys": a good set of answers, each test changing one of them. */
const GOOD: SurveyAnswers = {
  'energy-source': 'green-tariff',
  practices: ['led-lighting', 'returnable-glass'],
  'empties-return': 4,
  'guest-interest': 3,
};

describe('checkSurveyAnswers', () => {
  it('accepts the required questions answered and leaves optional ones out', () => {
    expect(checkSurveyAnswers(SUSTAINABILITY_SURVEY, GOOD)).toEqual({ ok: true, answers: GOOD });
  });

  it('trims text, drops blank optional text and repeated choices', () => {
    const result = checkSurveyAnswers(SUSTAINABILITY_SURVEY, {
      ...GOOD,
      practices: ['led-lighting', 'led-lighting'],
      ideas: '  Più fusti, meno vetro  ',
      'delivery-preference': '',
    });
    expect(result).toEqual({
      ok: true,
      answers: { ...GOOD, practices: ['led-lighting'], ideas: 'Più fusti, meno vetro' },
    });
  });

  it.each<[string, SurveyAnswers, Record<string, string>]>([
    [
      'a required single choice left out',
      { ...GOOD, 'energy-source': '' },
      { 'energy-source': SURVEY_MESSAGES.required },
    ],
    ['no practice chosen', { ...GOOD, practices: [] }, { practices: SURVEY_MESSAGES.required }],
    [
      'an option not offered',
      { ...GOOD, 'energy-source': 'coal' },
      { 'energy-source': SURVEY_MESSAGES.notAnOption },
    ],
    [
      'too many practices',
      {
        ...GOOD,
        practices: [
          'led-lighting',
          'efficient-fridges',
          'water-saving-taps',
          'eco-glasswasher',
          'waste-sorting',
        ],
      },
      { practices: SURVEY_MESSAGES.tooManyChoices },
    ],
    [
      'a scale value above the scale',
      { ...GOOD, 'empties-return': 6 },
      { 'empties-return': SURVEY_MESSAGES.outOfScale },
    ],
    [
      'a fractional scale value',
      { ...GOOD, 'guest-interest': 2.5 },
      { 'guest-interest': SURVEY_MESSAGES.outOfScale },
    ],
    [
      'text for a scale',
      { ...GOOD, 'guest-interest': '3' },
      { 'guest-interest': SURVEY_MESSAGES.outOfScale },
    ],
    [
      'text over its limit',
      { ...GOOD, ideas: 'a'.repeat(SURVEY_TEXT_MAX_LENGTH + 1) },
      { ideas: SURVEY_MESSAGES.tooLong },
    ],
    [
      'a question the survey does not ask',
      { ...GOOD, mood: 'good' },
      { mood: SURVEY_MESSAGES.unknownQuestion },
    ],
  ])('refuses %s', (_case, answers, errors) => {
    expect(checkSurveyAnswers(SUSTAINABILITY_SURVEY, answers)).toEqual({ ok: false, errors });
  });

  it('counts characters, not UTF-16 units, against the text limit', () => {
    const emoji = '🍺'.repeat(SURVEY_TEXT_MAX_LENGTH);
    expect(checkSurveyAnswers(SUSTAINABILITY_SURVEY, { ...GOOD, ideas: emoji }).ok).toBe(true);
  });

  it('names every unanswered required question at once', () => {
    const result = checkSurveyAnswers(SUSTAINABILITY_SURVEY, {});
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      ['empties-return', 'energy-source', 'guest-interest', 'practices'].sort(),
    );
  });
});

describe('surveySubmissionSchema', () => {
  it('puts each refusal on its question', () => {
    const parsed = safeParse(surveySubmissionSchema, {
      surveyId: SUSTAINABILITY_SURVEY.id,
      answers: { ...GOOD, 'empties-return': 9 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['answers.empties-return', SURVEY_MESSAGES.outOfScale],
    ]);
  });

  it('refuses another edition of the survey and unknown fields', () => {
    expect(safeParse(surveySubmissionSchema, { surveyId: 'old', answers: GOOD }).success).toBe(false);
    expect(
      safeParse(surveySubmissionSchema, { surveyId: SUSTAINABILITY_SURVEY.id, answers: GOOD, extra: 1 })
        .success,
    ).toBe(false);
  });
});
