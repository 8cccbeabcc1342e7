import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  formatInputDate,
  localDate,
  SUSTAINABILITY_SURVEY,
  type SurveyQuestion,
  type SurveyResponse,
} from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';

/** A day of the portal's dates, dd.MM.yyyy (spec 3 §9), in Italy where the survey is run. */
const dayOf = (instant: string) => formatInputDate(localDate(new Date(instant), 'Europe/Rome'));

/** An answer in words: the options' labels, the scale value, or the text. */
function useAnswerText() {
  const { t } = useTranslation('sustainability');
  return (question: SurveyQuestion, answer: SurveyResponse['answers'][string] | undefined): string => {
    if (answer === undefined) return t('survey.noAnswer');
    const key = `questions.${question.id}`;
    if (question.kind === 'single' || question.kind === 'multiple')
      return (Array.isArray(answer) ? answer : [String(answer)])
        .map((option) => t(`${key}.options.${option}`))
        .join(', ');
    if (question.kind === 'scale') return `${answer} / ${question.max}`;
    return String(answer);
  };
}

/** The thanks state: when the answers were sent and changed, the answers themselves, and a way to change them. */
export function SurveySummary({
  response,
  justSaved,
  onEdit,
}: {
  response: SurveyResponse;
  justSaved: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('sustainability');
  const answerText = useAnswerText();
  const sent = dayOf(response.submittedAt);
  const updated = dayOf(response.updatedAt);
  return (
    <Stack gap="md">
      <Alert
        color="spinaGreen"
        variant="light"
        role={justSaved ? 'status' : undefined}
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={t('survey.thanksTitle')}
      >
        <Text size="sm">
          {justSaved && `${t('survey.saved')} `}
          {response.submittedAt === response.updatedAt || sent === updated
            ? t('survey.thanksText', { date: sent })
            : t('survey.updatedText', { date: sent, updated })}
        </Text>
      </Alert>
      <Title order={2} fz="xl">
        {t('survey.yourAnswers')}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        {SUSTAINABILITY_SURVEY.questions.map((question) => (
          <Fact key={question.id} term={t(`questions.${question.id}.label`)}>
            {answerText(question, response.answers[question.id])}
          </Fact>
        ))}
      </Stack>
      <Button variant="light" onClick={onEdit} style={{ alignSelf: 'flex-start' }}>
        {t('survey.edit')}
      </Button>
    </Stack>
  );
}
