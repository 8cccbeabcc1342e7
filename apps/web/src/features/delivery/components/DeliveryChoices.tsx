import { useMobileLayout } from '../../../lib/breakpoints';
import { useDeliveryBar } from '../use-delivery-bar';
import { DeliveryFields } from './DeliveryFields';
import { OrderChangeModal } from './OrderChangeModal';

/**
 * The bar's controls (shipment mode, order type, request date with the calendar, cash progress) on a page of
 * their own, as checkout's delivery step shows them (spec 2 §2): the same choices, stored the same way.
 */
export default function DeliveryChoices() {
  const bar = useDeliveryBar();
  const narrow = useMobileLayout();
  return (
    <>
      <DeliveryFields bar={bar} inline={narrow} />
      <OrderChangeModal pending={bar.question.pending} onAnswer={bar.question.answer} />
    </>
  );
}
