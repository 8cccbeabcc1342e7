import { Skeleton, Stack } from '@mantine/core';

/** Placeholders of ticket cards while a list or a ticket loads; announced once. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={96} radius="md" />
      ))}
    </Stack>
  );
}
