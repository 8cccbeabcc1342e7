import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list or page with nothing to show yet: its icon, what is missing, and what to do about it; `children` is the
 * way on where there is one (clearing the filters that left a list empty, say).
 */
export function EmptyState({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
