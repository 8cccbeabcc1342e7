import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type CarouselArrowsProps = {
  previousLabel: string;
  nextLabel: string;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** The previous and next buttons beside a carousel's heading; a button is disabled at its end. */
export function CarouselArrows(props: CarouselArrowsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={props.previousLabel}
        disabled={!props.canGoPrevious}
        onClick={props.onPrevious}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={props.nextLabel}
        disabled={!props.canGoNext}
        onClick={props.onNext}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
