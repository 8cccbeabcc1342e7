import type { AppDeps } from '../../deps';
import { mailerFor, type Mailer } from '../../mail/mailer';
import { createLinks, type Links } from './links';
import { createPrincipalResolver, type PrincipalResolver } from './principal';
import { createSessions, type Sessions } from './sessions';
import { createThrottle, type Throttle } from './throttle';
import { createAccessTokens, type AccessTokens } from './tokens';

/** The identity services of one application instance. */
export type IdentityRuntime = {
  deps: AppDeps;
  tokens: AccessTokens;
  sessions: Sessions;
  principals: PrincipalResolver;
  throttle: Throttle;
  links: Links;
  mailer: Mailer;
  /** Runs work after the answer is sent (e-mails), logging failures; `idle()` waits for it to finish. */
  background: { run(name: string, work: () => Promise<void>): void; idle(): Promise<void> };
};

const runtimes = new WeakMap<AppDeps, IdentityRuntime>();

function createBackground(deps: AppDeps): IdentityRuntime['background'] {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => deps.log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

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
      background: createBackground(deps),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}
