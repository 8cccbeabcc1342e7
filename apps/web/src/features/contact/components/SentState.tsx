import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** A form's thanks state: read out and focused when it replaces the form, with the ways on. */
export function SentState({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: Array<{ label: string; to: string }>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="status">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="spinaGreen.8" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={2} fz="xl" ref={heading} tabIndex={-1}>
            {title}
          </Title>
        </Group>
        <Text>{text}</Text>
        <Group gap="sm">
          {actions.map((action, index) => (
            <Button
              key={action.to}
              component={Link}
              to={action.to}
              variant={index === 0 ? 'filled' : 'light'}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
