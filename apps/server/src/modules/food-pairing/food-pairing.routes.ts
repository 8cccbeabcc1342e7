import {
  FOOD_PAIRING_PATH,
  pairingChoiceSchema,
  pairingHistorySchema,
  pairingResultSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createFoodPairingService } from './food-pairing.service';

/**
 * The food-pairing configurator (spec 3 §2 foodParingConfigurator, login): a configuration is stored for the
 * signed-in user and answered with the catalogue's beers that suit it; the user's last configuration and the
 * previous ones are read back. Every read and write is the caller's own.
 */
export function foodPairingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createFoodPairingService(deps.db);
  const url = `/api/content/v1/${FOOD_PAIRING_PATH}`;
  const config = { access: { signedIn: true } as const };

  api.get(
    url,
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The caller's last food-pairing configuration with its beers, and the previous ones",
        response: { 200: pairingHistorySchema },
      },
    },
    async (request) => service.history(request.principal!.userId),
  );

  api.post(
    url,
    {
      config,
      schema: {
        tags: ['content'],
        summary:
          'Stores a food-pairing configuration (dish, cuisine, occasion, flavour) and answers its beers',
        body: pairingChoiceSchema,
        response: { 200: pairingResultSchema },
      },
    },
    async (request) => service.configure(request.principal!.userId, request.body),
  );
}
