import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A read that failed: what failed and a button to try again. */
export function LoadFailure({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="spinaRed" onClick={onRetry}>
          {retry}
        </Button>
      </Stack>
    </Alert>
  );
}
