import type { AppDeps } from '../../deps';
import { mailerFor, type Mailer } from '../../mail/mailer';
import { createBackgroundWork, type BackgroundWork } from './identity.background';
import { createLinks, type Links } from './sessions/one-time-links.store';
import { createPrincipalResolver, type PrincipalResolver } from './sessions/principal.resolver';
import { createSessions, type Sessions } from './sessions/session.store';
import { createThrottle, type Throttle } from './sign-in/throttle.service';
import { createAccessTokens, type AccessTokens } from './sessions/session.tokens';

/** The identity services of one application instance. */
export type IdentityRuntime = {
  deps: AppDeps;
  tokens: AccessTokens;
  sessions: Sessions;
  principals: PrincipalResolver;
  throttle: Throttle;
  links: Links;
  mailer: Mailer;
  /** Work after the answer is sent (reset e-mails); `idle()` waits for it to finish. */
  background: BackgroundWork;
};

const runtimes = new WeakMap<AppDeps, IdentityRuntime>();

/** The identity services of the application that `deps` belongs to, created on first use. */
export function identityOf(deps: AppDeps): IdentityRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const tokens = createAccessTokens(deps.config);
    runtime = {
      deps,
      tokens,
      sessions: createSessions(deps.db, tokens),
      principals: createPrincipalResolver(deps.db),
      throttle: createThrottle(deps.db, deps.config.LOGIN_THROTTLE_LIMIT),
      links: createLinks(deps.db),
      mailer: mailerFor(deps.config),
      background: createBackgroundWork(deps.log),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}
