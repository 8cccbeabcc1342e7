import { IconHelpCircle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** A list with nothing published yet. */
export function EmptyList({ title, text }: { title: string; text: string }) {
  return <EmptyState icon={<IconHelpCircle size={40} aria-hidden />} title={title} text={text} />;
}
