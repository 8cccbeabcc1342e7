import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import classes from './selection-bar.module.css';

/** A download on its way: its percentage when the length is known (else an indeterminate bar), and its words. */
export type SelectionProgress = { percent: number | null; text: string; label: string };

type SelectionBarProps = {
  /** The bar's accessible name. */
  label: string;
  /** How many are selected, and that said in words (with their size), announced as it changes. */
  count: number;
  summary: string;
  clearLabel: string;
  downloadLabel: string;
  onClear: () => void;
  onDownload: () => void;
  /** Why the selection cannot be downloaded as it is (too many, too big), or null. */
  warning?: string | null;
  progress: SelectionProgress | null;
  /** What went wrong with the last download, or null. */
  failure: string | null;
  dismissLabel: string;
  onDismiss: () => void;
};

/**
 * The selection of a list kept in sight at the bottom of the screen (above the phone's bottom bar): how many,
 * clear, and one ZIP download with its progress or its failure. Drawn only while there is something to say.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { progress, failure, warning } = props;
  const running = progress !== null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      className={classes.bar}
      aria-label={props.label}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {props.summary}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={props.onClear}
              disabled={props.count === 0 || running}
            >
              {props.clearLabel}
            </Button>
            <Button
              size="sm"
              leftSection={<IconFileZip size={16} aria-hidden />}
              onClick={props.onDownload}
              disabled={props.count === 0 || Boolean(warning)}
              loading={running}
            >
              {props.downloadLabel}
            </Button>
          </Group>
        </Group>
        {warning && (
          <Text size="xs" c="spinaRed.8">
            {warning}
          </Text>
        )}
        {progress && (
          <Stack gap={4}>
            <Progress
              value={progress.percent ?? 100}
              animated={progress.percent === null}
              striped={progress.percent === null}
              aria-label={progress.label}
              {...(progress.percent === null ? {} : { 'aria-valuenow': progress.percent })}
            />
            <Text size="xs" role="status">
              {progress.text}
            </Text>
          </Stack>
        )}
        {failure && (
          <Alert
            color="spinaRed"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel={props.dismissLabel}
            onClose={props.onDismiss}
          >
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The percentage of a download whose length is known, else null. */
export const percentOf = (received: number, total: number | null) =>
  total ? Math.min(100, Math.round((received / total) * 100)) : null;
