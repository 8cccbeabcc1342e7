import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type DropdownButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'> & { label: string };

/** The button of a header menu entry with children; also stands in while the dropdown's code loads. */
export function DropdownButton({ label, ...props }: DropdownButtonProps) {
  return (
    <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />} {...props}>
      {label}
    </Button>
  );
}
