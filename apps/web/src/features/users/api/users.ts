import {
  createUserResponseSchema,
  managedShipTosResponseSchema,
  messageResponseSchema,
  roleCatalogueResponseSchema,
  userChangeResponseSchema,
  userListResponseSchema,
  type CreateUserBody,
  type UpdateUserBody,
  type UserAdminRecord,
  type UserStatus,
} from '@spina/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '../../../lib/rest';
import type { UserFilters } from '../user-filters';

const USERS = '/api/identity/v1/users';

/** Query keys of user administration; every one starts with 'users', so a change refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters) => ['users', 'list', filters] as const,
  shipTos: ['users', 'managed-ship-tos'] as const,
  roles: ['users', 'roles'] as const,
};

/** One page of the company's users for the filters (spec 3 §7 GetAllUsersInfo). */
export function useUserList(filters: UserFilters) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      restRequest(`${USERS}/GetAllUsersInfo`, userListResponseSchema, {
        query: {
          search: filters.search || undefined,
          status: filters.status || undefined,
          shipTo: filters.shipTo || undefined,
          page: filters.page,
        },
        signal,
      }),
    // The rows stay on screen, marked busy, while another page or filter is read.
    placeholderData: keepPreviousData,
  });
}

/** The ship-tos the manager manages, with the roles and extended permissions they may grant on each. */
export function useManagedShipTos() {
  return useQuery({
    queryKey: userKeys.shipTos,
    queryFn: ({ signal }) =>
      restRequest(`${USERS}/GetManagedShipTos`, managedShipTosResponseSchema, { signal }),
    select: (answer) => answer.shipTos,
  });
}

/** Each role's permissions per customer type (role management, spec 3 §6). */
export function useRoleCatalogue() {
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: ({ signal }) => restRequest(`${USERS}/GetRoles`, roleCatalogueResponseSchema, { signal }),
    select: (answer) => answer.customerTypes,
    staleTime: Infinity,
  });
}

/** A change of the company's users; the lists are read again afterwards. */
function useUsersChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: [...userKeys.all, 'list'] }),
  });
}

/** CreateNewUser: invites a user with a role on each chosen ship-to. */
export function useInviteUser() {
  return useUsersChange((body: CreateUserBody) =>
    restRequest(`${USERS}/CreateNewUser`, createUserResponseSchema, { method: 'POST', body }),
  );
}

/** UpdateUser/{id}: roles and extended permissions per ship-to, ship-tos taken away. */
export function useUpdateUser() {
  return useUsersChange(({ id, body }: { id: string; body: UpdateUserBody }) =>
    restRequest(`${USERS}/UpdateUser/${encodeURIComponent(id)}`, userChangeResponseSchema, {
      method: 'PUT',
      body,
    }),
  );
}

/** SetUserStatus: moves a user to another status (spec 3 §4). */
export function useSetUserStatus() {
  return useUsersChange(({ id, status }: { id: string; status: UserStatus }) =>
    restRequest(`${USERS}/SetUserStatus`, userChangeResponseSchema, {
      method: 'PATCH',
      body: { id, status },
    }),
  );
}

/** ResendVerificationEmail/{id}: a new invitation link for an invited user. */
export function useResendInvitation() {
  return useUsersChange((user: Pick<UserAdminRecord, 'id' | 'email'>) =>
    restRequest(`${USERS}/ResendVerificationEmail/${encodeURIComponent(user.id)}`, messageResponseSchema, {
      method: 'POST',
      body: { email: user.email },
    }).then((answer) => answer.message),
  );
}
