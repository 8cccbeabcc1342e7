import { Button, Group, Stack } from '@mantine/core';
import { checkSurveyAnswers, SUSTAINABILITY_SURVEY, type SurveyAnswerValue } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useMessage } from '../../../lib/i18n/messages';
import { useErrorText } from '../../auth';
import { useSubmitSurvey } from '../api/survey';
import { answersOf, formValuesOf, type SurveyFormValues } from '../survey-form';
import { questionFieldId, SurveyQuestionField } from './SurveyQuestionField';

const QUESTIONS = SUSTAINABILITY_SURVEY.questions;

/** Moves the focus to the first control of the first question that needs attention. */
function focusFirst(errors: Record<string, string>) {
  const first = QUESTIONS.find((question) => errors[question.id]);
  if (!first) return;
  document.getElementById(questionFieldId(first.id))?.querySelector<HTMLElement>('input, textarea')?.focus();
}

/**
 * The survey's questions (spec 3 §2 "Sustainability surveys"), filled with `answers` when the user changes
 * them. The domain's check runs before sending, with a message on each question that needs attention; the
 * server runs it again and stores nothing it refuses.
 */
export function SurveyForm({
  answers,
  onSaved,
  onCancel,
}: {
  answers?: Readonly<Record<string, SurveyAnswerValue>>;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('sustainability');
  const message = useMessage();
  const errorText = useErrorText();
  const submit = useSubmitSurvey();
  const [values, setValues] = useState<SurveyFormValues>(() => formValuesOf(QUESTIONS, answers));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (id: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors(({ [id]: _cleared, ...rest }) => rest);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSurveyAnswers(SUSTAINABILITY_SURVEY, answersOf(QUESTIONS, values));
    if (!checked.ok) {
      setErrors(checked.errors);
      // After the render that shows the messages, so that the focused control announces its error.
      requestAnimationFrame(() => focusFirst(checked.errors));
      return;
    }
    submit.mutate(checked.answers, { onSuccess: onSaved });
  };

  const invalid = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={send} aria-busy={submit.isPending} aria-label={t('survey.title')}>
      <Stack gap="md">
        {QUESTIONS.map((question) => (
          <SurveyQuestionField
            key={question.id}
            question={question}
            value={values[question.id] ?? ''}
            error={errors[question.id] ? message(errors[question.id]!) : undefined}
            onChange={(value) => change(question.id, value)}
          />
        ))}
        {invalid && <FormAlert>{t('survey.invalid')}</FormAlert>}
        {submit.isError && <FormAlert>{errorText(submit.error)}</FormAlert>}
        <Group gap="sm">
          <Button type="submit" loading={submit.isPending}>
            {answers ? t('survey.update') : t('survey.submit')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('survey.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
