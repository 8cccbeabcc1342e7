import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormAlert } from './FormAlert';

/** How a form's last submission ended, in words ready to show. */
export type FormOutcomeState = { kind: 'done' | 'failed'; text: string } | null;

/** A form's outcome: an error announced at once, or a confirmation read politely. */
export function FormOutcome({ outcome }: { outcome: FormOutcomeState }) {
  if (outcome?.kind === 'failed') return <FormAlert>{outcome.text}</FormAlert>;
  if (outcome?.kind === 'done')
    return (
      <Alert
        color="spinaGreen"
        variant="light"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden />}
      >
        {outcome.text}
      </Alert>
    );
  return null;
}
