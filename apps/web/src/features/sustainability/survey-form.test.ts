import { checkSurveyAnswers, SURVEY_MESSAGES, SUSTAINABILITY_SURVEY } from '@spina/domain';
import { describe, expect, it } from 'vitest';
import { answersOf, formValuesOf } from './survey-form';

const QUESTIONS = SUSTAINABILITY_SURVEY.questions;

describe('the survey form values', () => {
  it('start empty, one per question, and send nothing', () => {
    const values = formValuesOf(QUESTIONS);
    expect(Object.keys(values)).toEqual(QUESTIONS.map((question) => question.id));
    expect(values.practices).toEqual([]);
    expect(answersOf(QUESTIONS, values)).toEqual({});
    expect(checkSurveyAnswers(SUSTAINABILITY_SURVEY, answersOf(QUESTIONS, values))).toMatchObject({
      ok: false,
      errors: { 'energy-source': SURVEY_MESSAGES.required },
    });
  });

  it('round-trip stored answers, scale values read back as numbers', () => {
    const stored = {
      'energy-source': 'own-solar',
      practices: ['led-lighting'],
      'empties-return': 5,
      ideas: 'Più fusti',
    };
    const values = formValuesOf(QUESTIONS, stored);
    expect(values['empties-return']).toBe('5');
    expect(answersOf(QUESTIONS, values)).toEqual(stored);
  });
});
