/**
 * `@spina/domain`: Spina's ordering rules as pure, typed functions shared by the server and the web app.
 * Words such as layer, pallet, empties, ship-to, motrice, autotreno and ZQCR are defined in `terms.ts`.
 */
export * from './terms';
export * from './markets/markets';
export * from './calendar/dates';
export * from './calendar/holidays';
export * from './calendar/delivery-calendar';
export * from './calendar/day-marks';
export * from './orders/order-types';
export * from './orders/order-change';
export * from './orders/usual-order';
export * from './orders/placement';
export * from './orders/statuses';
export * from './access/permission-schema';
export * from './access/sections';
export * from './access/menus';
export * from './access/single-sign-on';
export * from './access/staff';
export * from './shipto/ship-to';
export * from './quantities/counters';
export * from './quantities/measures';
export * from './capacity/capacity';
export * from './capacity/empties-split';
export * from './prices/money';
export * from './prices/prices';
export * from './payment/payment-terms';
export * from './shared/headers';
export * from './shared/search';
export * from './shared/password';
export * from './shared/password-check';
export * from './shared/forms';
export * from './contracts/content';
export * from './contracts/identity';
export * from './contracts/sso';
export * from './contracts/staff';
export * from './catalogue/catalogue';
export * from './catalogue/saleability';
export * from './catalogue/logistics';
export * from './catalogue/recommendations';
export * from './catalogue/search-terms';
export * from './catalogue/product-cache';
export * from './contracts/search';
export * from './contracts/delivery';
export * from './orders/order-actions';
export * from './contracts/order-actions';
