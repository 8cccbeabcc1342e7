import { Badge } from '@mantine/core';
import { useOrderTexts } from '../hooks/use-order-texts';

/** Statuses that mean the goods will not (all) arrive, and those that mean the order is done. */
const TROUBLE = new Set(['CANCELLED', 'NOT DELIVERED', 'DELIVERY NOT AVAILABLE', 'Fully Rejected']);
const DONE = new Set(['DELIVERED', 'Completely Processed']);

/** A delivery or processing status in the reader's language, coloured by how things stand (dark shades, for contrast). */
export function StatusBadge({ value }: { value: string }) {
  const texts = useOrderTexts();
  let color = 'blue.9';
  if (TROUBLE.has(value)) color = 'spinaRed.8';
  else if (DONE.has(value)) color = 'spinaGreen.8';
  return (
    <Badge variant="filled" color={color} tt="none" radius="sm" data-status={value}>
      {texts.status(value)}
    </Badge>
  );
}
