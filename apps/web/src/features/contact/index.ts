/**
 * The become-a-partner and contact forms (issue 15 item 4; spec 3 §2 become-partner, contact, thanks; §5): public
 * forms a prospective customer or any visitor sends to customer service.
 */
export { isContactThanks } from './thanks-path';

/** The forms' pages, loaded with their routes; `thanks` is /thanks after the contact form. */
export const contactPages = {
  becomePartner: () => import('./pages/BecomePartnerPage'),
  contact: () => import('./pages/ContactPage'),
  thanks: () => import('./pages/ContactThanksPage'),
};
