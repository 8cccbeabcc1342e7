import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { ServerModule } from '../module';
import { authRoutes } from './sessions/auth.routes';
import { identityResolvers } from './identity.resolvers';
import { identityRoutes } from './users/user.routes';
import { staffUserRoutes } from './staff/staff-users.routes';
import { userAdminRoutes } from './user-admin/user-admin.routes';

/**
 * Sign-in, sessions, passwords, the identity service, user administration, acting as a customer user and single
 * sign-on.
 */
export const identityModule: ServerModule = {
  name: 'identity',
  resolvers: identityResolvers,
  routes: (app: FastifyInstance, deps: AppDeps) => {
    identityRoutes(app, deps);
    authRoutes(app, deps);
    staffUserRoutes(app, deps);
    userAdminRoutes(app, deps);
  },
};
