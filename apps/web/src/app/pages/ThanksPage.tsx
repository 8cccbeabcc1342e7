import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { checkoutPages } from '../../features/checkout';
import { contactPages, isContactThanks } from '../../features/contact';

const OrderThanks = lazy(checkoutPages.thanks);
const ContactThanks = lazy(contactPages.thanks);

/** /thanks (spec 2 §2, spec 3 §2): the placed orders, or the contact form's thanks when the address says so. */
export default function ThanksPage() {
  const [search] = useSearchParams();
  return isContactThanks(search) ? <ContactThanks /> : <OrderThanks />;
}
