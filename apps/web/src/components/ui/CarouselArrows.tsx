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
  const arrows = [
    {
      label: props.previousLabel,
      enabled: props.canGoPrevious,
      onClick: props.onPrevious,
      Icon: IconChevronLeft,
    },
    { label: props.nextLabel, enabled: props.canGoNext, onClick: props.onNext, Icon: IconChevronRight },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      {arrows.map(({ label, enabled, onClick, Icon }) => (
        <ActionIcon
          key={label}
          variant="default"
          size="lg"
          radius="xl"
          aria-label={label}
          disabled={!enabled}
          onClick={onClick}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
