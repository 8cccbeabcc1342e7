import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';

/** A list with nothing published yet. */
export function EmptyList({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconHelpCircle size={40} aria-hidden />
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
      </Stack>
    </Paper>
  );
}
