import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the sign-in screens (spec 1 §2.1 before-login layout): a centred card with a heading and a
 * short explanation, full width on a phone.
 */
export function AuthCard({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Container size={480} px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {text && <Text c="dimmed">{text}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
