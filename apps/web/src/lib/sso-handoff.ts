import { ssoHandoffResponseSchema, type SsoProvider } from '@spina/domain';
import { restRequest } from './rest';

/**
 * Completes a single sign-on hand-off (spec 1 §6; docs/decisions/0005): asks the server for a one-time
 * address with the session's token and sends `target`, the window opened on the click, there. A refusal
 * shows the portal's sign-in error page in that window, as the server does for a failed hand-off.
 */
export async function completeHandoff(provider: SsoProvider, target: Window | null): Promise<void> {
  let address: string;
  try {
    address = (await restRequest(`/auth/sso/${provider}`, ssoHandoffResponseSchema, { method: 'POST' })).url;
  } catch (error) {
    console.error(`the ${provider} hand-off could not start`, error);
    address = `/saml-error?provider=${provider}&reason=failed`;
  }
  if (target && !target.closed) target.location.href = address;
  else window.location.assign(address);
}
