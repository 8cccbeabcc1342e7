import { Skeleton, Stack } from '@mantine/core';

/** Placeholders of topics and their entries, of the final sizes, while a list loads; announced once. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xl" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 2 }, (_, topic) => (
        <Stack key={topic} gap="sm">
          <Skeleton height={28} width={220} />
          {Array.from({ length: 4 }, (_, entry) => (
            <Skeleton key={entry} height={52} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
