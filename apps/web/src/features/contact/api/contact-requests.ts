import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CONTACT_FORM_TIMING,
  CONTACT_PATHS,
  contactFormTokenResponseSchema,
  contactRequestResponseSchema,
  type ContactFormKind,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

/** A form token and when this browser received it. */
export type FormToken = { token: string; receivedAt: number };

/**
 * The signed token of the form on screen (GET contactform/token), asked for once per visit of the page: it is
 * forgotten when the page closes, so the next visit starts a new one.
 */
export function useFormToken() {
  return useQuery({
    queryKey: ['contact-form-token'],
    queryFn: async ({ signal }): Promise<FormToken> => {
      const answer = await restRequest(
        `/api/content/v1/${CONTACT_PATHS.token}`,
        contactFormTokenResponseSchema,
        {
          signal,
        },
      );
      return { token: answer.token, receivedAt: Date.now() };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
  });
}

// A little over the minimum: the server counts from when it signed the token, which is earlier than it arrived.
const SAFETY_MS = 300;

/**
 * Waits out what is left of the minimum fill time (CONTACT_FORM_TIMING), so that a person quick with the browser's
 * autofill is never refused for it; a robot that posts without the page gets no such help.
 */
export function minimumFillWait(token: FormToken, now = Date.now()): number {
  return Math.max(0, token.receivedAt + CONTACT_FORM_TIMING.minFillMs + SAFETY_MS - now);
}

/** Sends a form (POST partnerrequests or contactrequests). */
export function useSendForm(kind: ContactFormKind) {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      restRequest(`/api/content/v1/${CONTACT_PATHS[kind]}`, contactRequestResponseSchema, {
        method: 'POST',
        body,
      }),
  });
}
