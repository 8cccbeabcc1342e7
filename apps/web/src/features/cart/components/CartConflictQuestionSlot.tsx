import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartConflictMode } from '../../../gql/graphql';

const loadQuestion = () => import('./CartConflictQuestion');
const CartConflictQuestion = lazy(() =>
  loadQuestion().then((module) => ({ default: module.CartConflictQuestion })),
);

type Props = { opened: boolean; onAnswer: (answer: CartConflictMode | 'cancel') => void };

/**
 * The order-in-progress question, loaded by the pages that may ask it rather than with this feature's index:
 * its dialog brings Mantine's modal, scroll area and floating layer, which the header (it imports the index)
 * should not carry. Its code is fetched when such a page opens, so the question shows at once when asked; it
 * is rendered from the first time it is asked and then stays, so that it closes with its transition.
 */
export function CartConflictQuestionSlot({ opened, onAnswer }: Props) {
  useEffect(() => void loadQuestion(), []);
  const [asked, setAsked] = useState(opened);
  if (opened && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <CartConflictQuestion opened={opened} onAnswer={onAnswer} />
    </Suspense>
  );
}
