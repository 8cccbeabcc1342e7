import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api-errors';

/** The text of a failed catalogue call: a connection hint, a permission hint, else a generic one. */
export function useLoadErrorText(): (error: unknown) => string {
  const { t } = useTranslation('catalogue');
  return (error: unknown) => {
    if (error instanceof ApiError && error.kind === 'network') return t('errors.network');
    if (error instanceof ApiError && error.kind === 'forbidden') return t('errors.forbidden');
    return t('errors.generic');
  };
}

/** A failed load (spec 2 §8: product, favourites, recommendation fetch failures), with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  const text = useLoadErrorText();
  return (
    <Alert
      color="spinaRed"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('errors.title')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text(error)}</Text>
        <Button size="xs" variant="white" color="spinaRed" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty result: a title, a line of explanation and the way out. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconMoodEmpty size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="gray.7" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
