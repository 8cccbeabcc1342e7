import type { ServerModule } from './module';
import { articlesModule } from './articles/articles.module';
import { bannersModule } from './banners/banners.module';
import { brandsModule } from './brands/brands.module';
import { cartModule } from './cart/cart.module';
import { checkoutModule } from './checkout/checkout.module';
import { companiesModule } from './companies/companies.module';
import { contactRequestsModule } from './contact-requests/contact-requests.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { customerContractsModule } from './customer-contracts/customer-contracts.module';
import { deliveryModule } from './delivery/delivery.module';
import { documentsModule } from './documents/documents.module';
import { emptiesStatementModule } from './empties-statement/empties-statement.module';
import { erpModule } from './erp/erp.module';
import { faqModule } from './faq/faq.module';
import { foodPairingModule } from './food-pairing/food-pairing.module';
import { helpPagesModule } from './help-pages/help-pages.module';
import { identityModule } from './identity/identity.module';
import { knowledgeBaseModule } from './knowledge-base/knowledge-base.module';
import { marketingMaterialsModule } from './marketing-materials/marketing-materials.module';
import { ordersModule } from './orders/orders.module';
import { portalModule } from './portal/portal.module';
import { orderActionsModule } from './order-actions/order-actions.module';
import { savedOrdersModule } from './saved-orders/saved-orders.module';
import { recommendationsModule } from './recommendations/recommendations.module';
import { reportingModule } from './reporting/reporting.module';
import { searchModule } from './search/search.module';
import { suggestedCartModule } from './suggested-cart/suggested-cart.module';
import { sustainabilityModule } from './sustainability/sustainability.module';
import { sustainabilitySurveyModule } from './sustainability-survey/sustainability-survey.module';
import { ticketsModule } from './tickets/tickets.module';
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
  sustainabilityModule,
  sustainabilitySurveyModule,
  foodPairingModule,
  brandsModule,
  marketingMaterialsModule,
  deliveryModule,
  erpModule,
  savedOrdersModule,
  ordersModule,
  orderActionsModule,
  suggestedCartModule,
  companiesModule,
  contactRequestsModule,
  ticketsModule,
  emptiesStatementModule,
  documentsModule,
  customerContractsModule,
  reportingModule,
];
