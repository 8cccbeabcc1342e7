import type { AppDeps } from '../../deps';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { operation } from '../../graphql/operation';
import { callerOf } from './identity.caller';
import { applyErrorHeaders } from './identity.access';
import { identityOf } from './identity.runtime';
import { signIn } from './sign-in/sign-in.service';
import { NO_STORE, REFRESH_COOKIE, refreshCookieOptions } from './sessions/session.tokens';

/** generateCustomerToken (spec 3 §7): sign-in, setting the refresh cookie and answering the access token. */
export function identityResolvers(deps: AppDeps): Resolvers {
  const runtime = identityOf(deps);
  return {
    Mutation: {
      generateCustomerToken: operation({ public: true }, async (_parent, args, context) => {
        // The answer carries a token: no browser or proxy may keep it, failures included.
        context.reply.header('cache-control', NO_STORE);
        try {
          const session = await signIn(runtime, args, callerOf(context.request));
          const cookieOptions = refreshCookieOptions(deps.config, context.request.protocol);
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
