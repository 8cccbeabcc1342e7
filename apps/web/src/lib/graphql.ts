import type { TypedDocumentString } from '../gql/graphql';
import { ApiError, errorForStatus } from './api-errors';
import { fetchJson } from './fetch-json';
import { isGraphqlWrite } from './graphql-operation';
import { refuseWhileOffline } from './online-status';
import { requestHeaders } from './request-headers';

/** One error of a GraphQL answer as the server formats it. */
type GraphQLErrorBody = {
  message: string;
  extensions?: { code?: string; statusCode?: number; requestId?: string };
};

/** A GraphQL answer that carried errors; `errors` keeps every message and code the server sent. */
export class GraphQLRequestError extends ApiError {
  override name = 'GraphQLRequestError';
  constructor(readonly errors: GraphQLErrorBody[]) {
    const first = errors[0];
    super('graphql', first?.message ?? 'The request failed', 200, first?.extensions?.code ?? null);
  }
}

const GRAPHQL_PATH = '/graphql';

/**
 * Runs a typed GraphQL operation by POST to /graphql (spec 1 §7) with the headers of every call. An access
 * error comes back as UnauthorizedError or ForbiddenError, other failures as ApiError or GraphQLRequestError.
 * Nothing is cached here: the spec's fetch policy is "no cache" and caching is left to TanStack Query. A
 * mutation is refused with OfflineError while the browser is offline: a change is never sent unseen.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: { signal?: AbortSignal | undefined; headers?: Record<string, string> } = {},
): Promise<TResult> {
  const text = String(document);
  if (isGraphqlWrite(text)) refuseWhileOffline();
  const { body, error } = await fetchJson(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...requestHeaders(),
      ...options.headers,
    },
    body: JSON.stringify({ query: text, variables }),
    signal: options.signal,
  });
  const answer = (body ?? {}) as { data?: TResult | null; errors?: GraphQLErrorBody[] };
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  // Access errors are reported both as HTTP status and in the error's extensions.
  const access = errors.find(
    (item) => item.extensions?.statusCode === 401 || item.extensions?.statusCode === 403,
  );
  if (access) {
    throw errorForStatus(access.extensions!.statusCode!, {
      message: access.message,
      code: access.extensions?.code ?? null,
      requestId: access.extensions?.requestId ?? null,
    });
  }
  if (error) throw error;
  if (errors.length > 0) throw new GraphQLRequestError(errors);
  if (answer.data === undefined || answer.data === null) {
    throw new ApiError('invalid-response', 'The server sent no data', 200);
  }
  return answer.data;
}
