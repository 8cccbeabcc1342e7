import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { orderableUnitsFor } from './portal.service';

export function portalResolvers(deps: AppDeps): Resolvers {
  return {
    Query: {
      getPortalConfig: operation({ public: true }, async (_parent, args) => {
        const settings = await deps.portal.settings();
        return {
          maintenance: settings.maintenance,
          banner_rotation: settings.banner_rotation,
          holidays: settings.holidays,
          sections: [...settings.sections],
          orderableunits: orderableUnitsFor(settings.orderableUnits, args.customerType, args.orderType),
        };
      }),
    },
  };
}
