/** The `sent` parameter of /thanks after the contact form, which tells its page from the order's. */
export const CONTACT_THANKS_PARAM = 'sent';

/** Where a signed-in user lands after sending the contact form (spec 3 §2 thanks, login). */
export const CONTACT_THANKS_PATH = `/thanks?${CONTACT_THANKS_PARAM}=contact`;

/** True when /thanks was reached from the contact form. */
export const isContactThanks = (search: URLSearchParams) => search.get(CONTACT_THANKS_PARAM) === 'contact';
