import { Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ComponentProps } from 'react';
import { RoutedTabs } from './RoutedTabs';

type TabbedPageProps = ComponentProps<typeof RoutedTabs> & {
  title: string;
  intro: string;
  size: MantineSize;
};

/** A page of tabs with addresses of their own (My Profile, support): its heading and intro above the tabs. */
export function TabbedPage({ title, intro, size, ...tabs }: TabbedPageProps) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text size="sm">{intro}</Text>
        </Stack>
        <RoutedTabs {...tabs} />
      </Stack>
    </Container>
  );
}
