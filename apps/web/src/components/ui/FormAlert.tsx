import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's error, announced to screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}
