import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { orderableUnitsFor, publicPortalConfig } from './portal.service';

export function portalResolvers(deps: AppDeps): Resolvers {
  return {
    Query: {
      getPortalConfig: operation({ public: true }, async (_parent, args) => {
        const settings = await deps.portal.settings();
        return {
          ...publicPortalConfig(settings),
          orderableunits: orderableUnitsFor(settings.orderableUnits, args.customerType, args.orderType),
        };
      }),
    },
  };
}
