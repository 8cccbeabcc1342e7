import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactFormKind } from '@spina/domain';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../contact.module.css';

/**
 * The page of a contact or partner form (its texts under the form's kind): title and intro, then the form in a
 * section of its own beside `aside`, or once the form is sent its thanks state (`sent`) in their place.
 */
export function FormPageFrame({
  kind,
  sent,
  form,
  aside,
}: {
  kind: ContactFormKind;
  sent: ReactElement | null;
  form: ReactNode;
  aside: ReactNode;
}) {
  const { t } = useTranslation('contact');
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t(`${kind}.title`)}</Title>
          <Text size="lg" c="gray.7">
            {t(`${kind}.intro`)}
          </Text>
        </Stack>
        {sent ?? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby={`${kind}-form-title`}
              >
                <Stack gap="md">
                  <Title order={2} fz="xl" id={`${kind}-form-title`}>
                    {t(`${kind}.formTitle`)}
                  </Title>
                  {form}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} className={classes.aside}>
              {aside}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
