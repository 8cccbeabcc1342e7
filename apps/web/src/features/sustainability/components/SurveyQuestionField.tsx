import { Checkbox, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { SurveyQuestion } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';

type FieldProps = {
  question: SurveyQuestion;
  value: string | string[];
  error: string | undefined;
  onChange: (value: string | string[]) => void;
};

/** The id of a question's box, whose first control takes the focus when the question needs attention. */
export const questionFieldId = (questionId: string) => `survey-${questionId}`;

/** One question of the survey in the control of its kind, with its translated label and error. */
export function SurveyQuestionField({ question, value, error, onChange }: FieldProps) {
  const { t } = useTranslation('sustainability');
  const key = `questions.${question.id}`;
  const label = question.required ? t(`${key}.label`) : `${t(`${key}.label`)} (${t('survey.optional')})`;
  const id = questionFieldId(question.id);
  const common = { label, error, withAsterisk: question.required } as const;
  let field;
  switch (question.kind) {
    case 'single':
      field = (
        <Radio.Group {...common} value={String(value)} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={t(`${key}.options.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
      );
      break;
    case 'multiple':
      field = (
        <Checkbox.Group
          {...common}
          description={t('survey.chooseUpTo', { count: question.maxChoices })}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={t(`${key}.options.${option}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    case 'scale': {
      const steps = Array.from(
        { length: question.max - question.min + 1 },
        (_, index) => question.min + index,
      );
      field = (
        <Radio.Group
          {...common}
          description={`${question.min} = ${t(`${key}.low`)} · ${question.max} = ${t(`${key}.high`)}`}
          value={String(value)}
          onChange={onChange}
        >
          <Group gap="lg" mt="xs">
            {steps.map((step) => (
              <Radio key={step} value={String(step)} label={String(step)} />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    }
    case 'text': {
      const length = [...String(value)].length;
      field = (
        <Textarea
          {...common}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          rows={4}
          description={
            <Text span size="xs" c={length > question.maxLength ? 'spinaRed.8' : undefined}>
              {t('survey.characters', { count: length, max: question.maxLength })}
            </Text>
          }
        />
      );
      break;
    }
  }
  return (
    <Paper withBorder radius="md" p="md" id={id}>
      {field}
    </Paper>
  );
}
