import { IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** No ticket to show yet. */
export function EmptyTickets({ title, text }: { title: string; text: string }) {
  return <EmptyState icon={<IconMessages size={40} aria-hidden />} title={title} text={text} />;
}
