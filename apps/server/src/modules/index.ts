import type { ServerModule } from './module';
import { bannersModule } from './banners/banners.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { identityModule } from './identity/identity.module';
import { portalModule } from './portal/portal.module';
import { recommendationsModule } from './recommendations/recommendations.module';
import { searchModule } from './search/search.module';
import { wishlistModule } from './wishlist/wishlist.module';

/** Every area of the server, in registration order. */
export const modules: ServerModule[] = [
  identityModule,
  portalModule,
  bannersModule,
  catalogueModule,
  wishlistModule,
  recommendationsModule,
  searchModule,
];
