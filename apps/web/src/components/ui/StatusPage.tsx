import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type StatusPageProps = {
  icon: ReactNode;
  title: string;
  text: string;
  /** The way forward: a link (to) or an action (onClick). */
  action?: { label: string; to?: string; onClick?: () => void };
  color?: string;
};

/** A page that explains where the user is and offers one way forward (errors, maintenance, areas to come). */
export function StatusPage({ icon, title, text, action, color }: StatusPageProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
        {action &&
          (action.to ? (
            <Button component={Link} to={action.to} size="md">
              {action.label}
            </Button>
          ) : (
            <Button onClick={action.onClick} size="md">
              {action.label}
            </Button>
          ))}
      </Stack>
    </Container>
  );
}
