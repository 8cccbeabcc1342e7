import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { catalogueCaller } from './catalogue.caller';
import type { ProductParent } from './catalogue.mappers';
import { createCatalogueService, type CatalogueService } from './catalogue.service';
import { categoryList } from './catalogue.categories';
import { perRequest, requestBatcher } from './catalogue.request-batch';
import { selectsField } from './catalogue.selection';

/** Catalogue reads are scoped to the caller's ship-to: its price list, favourites and saleability. */
export const CATALOGUE_ACCESS = { permission: 'Catalogue', shipTo: 'read' } as const;

/** Related products of every product of a response, loaded in one query per level of nesting. */
const relatedLoader = (service: CatalogueService) =>
  perRequest((context: GraphQLContext) =>
    requestBatcher(async (skus: string[]) => {
      const products = await service.productsBySku(catalogueCaller(context), skus);
      return new Map(products.map((product) => [product.sku, product]));
    }),
  );

export function catalogueResolvers(deps: AppDeps, service = createCatalogueService(deps.db)): Resolvers {
  const related = relatedLoader(service);
  return {
    Query: {
      products: operation(CATALOGUE_ACCESS, (_parent, args, context, info) =>
        service.listProducts(catalogueCaller(context), args, {
          favouritesOnly: context.scope.myFavourites,
          withFacets: selectsField(info, 'aggregations'),
        }),
      ),
      productDetail: operation(CATALOGUE_ACCESS, (_parent, args, context) =>
        service.productDetail(catalogueCaller(context), args.sku),
      ),
      categoryList: operation({ public: true }, (_parent, args, context) =>
        categoryList(deps.db, args.filters, context.scope.lang),
      ),
      getProductAvaliablePackaging: operation(CATALOGUE_ACCESS, (_parent, args, context) =>
        service.availablePackaging(catalogueCaller(context), args.sku, args.sap_sub_brand_code),
      ),
    },
    Product: {
      related_products: (parent: ProductParent, _args, context) =>
        parent.related_skus.length === 0 ? [] : related(context)(parent.related_skus),
    },
  };
}
