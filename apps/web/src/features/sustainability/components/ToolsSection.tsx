import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { loginPathFor, useSession } from '../../auth';

/** The customers' tools of the section: the survey and the food-pairing configurator, or a sign-in prompt. */
export function ToolsSection() {
  const { t } = useTranslation('sustainability');
  const { status } = useSession();
  const { pathname } = useLocation();
  const tools = [
    {
      title: t('landing.surveyTitle'),
      text: t('landing.surveyText'),
      action: t('landing.surveyAction'),
      to: ROUTES.sustainabilitySurvey.path,
    },
    {
      title: t('landing.pairingTitle'),
      text: t('landing.pairingText'),
      action: t('landing.pairingAction'),
      to: ROUTES.foodParingConfigurator.path,
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="sustainability-tools">
      <Title order={2} id="sustainability-tools" fz="xl">
        {t('landing.tools')}
      </Title>
      {status !== 'authenticated' && (
        <Text>
          {t('landing.visitorText')} <Link to={loginPathFor(pathname)}>{t('landing.signIn')}</Link>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tools.map((tool) => (
          <Card key={tool.to} withBorder radius="md" padding="lg">
            <Stack gap="xs" align="flex-start" h="100%">
              <Title order={3} fz="lg">
                {tool.title}
              </Title>
              <Text size="sm">{tool.text}</Text>
              {status === 'authenticated' && (
                <Button component={Link} to={tool.to} mt="auto">
                  {tool.action}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
