/** Longest customer order number the server stores (saveCustomerOrderNumber: at most 40 characters). */
export const CUSTOMER_ORDER_NUMBER_MAX = 40;
/** Longest note for the driver the server stores (saveCustomerOrderNumber: at most 240 characters). */
export const NOTE_FOR_DRIVER_MAX = 240;
