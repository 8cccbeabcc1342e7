import { marketOfCountry, type Market } from '@spina/domain';
import { storedMarket } from '../../lib/market';
import { useSession } from './session';

/** The market of the session: the signed-in user's country, else the stored store's market. */
export function useMarket(): Market {
  const { user } = useSession();
  return user ? marketOfCountry(user.country) : storedMarket();
}
