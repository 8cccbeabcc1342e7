import { HttpError } from '../../http/errors';

/** Cart ids are UUIDs; anything else names no cart. */
export const CART_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Another user's cart, another ship-to's cart, a closed cart or an unknown id all get the same answer, so a
 * caller learns nothing about carts that are not theirs (spec 2 §8 'This cart no longer exists').
 */
export const cartNotFound = () => new HttpError(403, 'CART_NOT_FOUND', 'This cart no longer exists');
