import type { ServerModule } from './module';
import { articlesModule } from './articles/articles.module';
import { bannersModule } from './banners/banners.module';
import { cartModule } from './cart/cart.module';
import { checkoutModule } from './checkout/checkout.module';
import { companiesModule } from './companies/companies.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { deliveryModule } from './delivery/delivery.module';
import { erpModule } from './erp/erp.module';
import { faqModule } from './faq/faq.module';
import { helpPagesModule } from './help-pages/help-pages.module';
import { identityModule } from './identity/identity.module';
import { knowledgeBaseModule } from './knowledge-base/knowledge-base.module';
import { ordersModule } from './orders/orders.module';
import { portalModule } from './portal/portal.module';
import { orderActionsModule } from './order-actions/order-actions.module';
import { savedOrdersModule } from './saved-orders/saved-orders.module';
import { recommendationsModule } from './recommendations/recommendations.module';
import { searchModule } from './search/search.module';
import { suggestedCartModule } from './suggested-cart/suggested-cart.module';
import { wishlistModule } from './wishlist/wishlist.module';

/** Every area of the server, in registration order. */
export const modules: ServerModule[] = [
  identityModule,
  portalModule,
  bannersModule,
  helpPagesModule,
  catalogueModule,
  wishlistModule,
  cartModule,
  checkoutModule,
  recommendationsModule,
  searchModule,
  articlesModule,
  faqModule,
  knowledgeBaseModule,
  deliveryModule,
  erpModule,
  savedOrdersModule,
  ordersModule,
  orderActionsModule,
  suggestedCartModule,
  companiesModule,
];
