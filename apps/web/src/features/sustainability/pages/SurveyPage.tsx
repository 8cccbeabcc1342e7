import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { findShipTo } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { useSession } from '../../auth';
import { useSurveyState } from '../api/survey';
import { SurveyForm } from '../components/SurveyForm';
import { SurveySummary } from '../components/SurveySummary';

/** Whether the form or the answers show: a first answer and a change open the form, a save closes it. */
type Mode = { editing: boolean; justSaved: boolean };

function SurveyContent() {
  const { t } = useTranslation('sustainability');
  const state = useSurveyState();
  const [mode, setMode] = useState<Mode>({ editing: false, justSaved: false });
  if (state.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('survey.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={120} radius="md" />
        ))}
      </Stack>
    );
  if (state.isError)
    return (
      <LoadFailure text={t('survey.error')} retry={t('survey.retry')} onRetry={() => void state.refetch()} />
    );
  const response = state.data.response;
  const saved = () => setMode({ editing: false, justSaved: true });
  if (response && !mode.editing)
    return (
      <SurveySummary
        response={response}
        justSaved={mode.justSaved}
        onEdit={() => setMode({ editing: true, justSaved: false })}
      />
    );
  return (
    <SurveyForm
      answers={response?.answers}
      onSaved={saved}
      onCancel={response ? () => setMode({ editing: false, justSaved: false }) : undefined}
    />
  );
}

/**
 * /sustainability/survey (spec 1 §2.2 sustainabilitySurvey, login): the user's answers on the current ship-to,
 * stored in the portal; after sending, a thanks state with the answers, which the user may change at any time
 * (the new answers replace the old ones).
 */
export default function SurveyPage() {
  const { t } = useTranslation('sustainability');
  const { user } = useSession();
  const shipToId = useCurrentShipToId();
  const shipTo = user ? findShipTo(user.permissionSchema, shipToId) : null;
  usePageTitle(t('survey.title'));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('survey.title')}</Title>
          <Text>{t('survey.intro')}</Text>
          {shipTo && (
            <Text fw={600}>
              {t('survey.forShipTo', { name: `${shipTo.shipToName} (${shipTo.shipToId})` })}
            </Text>
          )}
        </Stack>
        {shipToId ? <SurveyContent key={shipToId} /> : <Alert color="gold">{t('survey.noShipTo')}</Alert>}
      </Stack>
    </Container>
  );
}
