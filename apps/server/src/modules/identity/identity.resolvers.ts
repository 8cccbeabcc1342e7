import type { AppDeps } from '../../deps';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { operation } from '../../graphql/operation';
import { applyErrorHeaders } from './guard';
import { identityOf } from './runtime';
import { signIn } from './sign-in.service';
import { REFRESH_COOKIE, refreshCookieOptions } from './tokens';

/** generateCustomerToken (spec 3 §7): sign-in, setting the refresh cookie and answering the access token. */
export function identityResolvers(deps: AppDeps): Resolvers {
  const runtime = identityOf(deps);
  const cookieOptions = refreshCookieOptions(deps.config);
  return {
    Mutation: {
      generateCustomerToken: operation({ public: true }, async (_parent, args, context) => {
        try {
          const session = await signIn(runtime, args, context.request);
          context.reply.setCookie(REFRESH_COOKIE, session.refreshToken, cookieOptions);
          return { token: session.accessToken };
        } catch (error) {
          applyErrorHeaders(context.reply, error);
          throw error;
        }
      }),
    },
  };
}
