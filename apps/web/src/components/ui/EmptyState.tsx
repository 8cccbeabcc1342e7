import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list or page with nothing to show yet: its icon, what is missing, and what to do about it. */
export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
      </Stack>
    </Paper>
  );
}
