import type { ContactFormKind } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-errors';
import { useMessage } from '../../../lib/i18n/messages';
import { useErrorText } from '../../auth';
import { minimumFillWait, useFormToken, useSendForm } from '../api/contact-requests';
import { checkForm, fieldMessagesOf, type FormValues } from '../form-check';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fields of `Values` any text may fill; a choice among set values (the business type) has a select instead. */
type TextFieldOf<Values> = {
  [Field in keyof Values]: string extends Values[Field] ? Field : never;
}[keyof Values] &
  string;

/** The first field with a problem, in the order the form shows them, to move the focus to. */
function firstProblemField(order: readonly string[], problems: Record<string, string>): string | undefined {
  return order.find((field) => field in problems);
}

/**
 * The state of a become-a-partner or contact form: values, translated problems per field (after the first
 * attempt to send, kept up to date as the person types), a form-wide error, and sending. A send checks the form
 * as the server will, waits out the minimum fill time, posts, and maps the server's refusals back to the fields.
 */
export function useContactForm<Kind extends ContactFormKind>(
  kind: Kind,
  initial: FormValues[Kind],
  options: { fieldOrder: readonly string[]; idOf: (field: string) => string; onSent: () => void },
) {
  const message = useMessage();
  const errorText = useErrorText();
  const token = useFormToken();
  const send = useSendForm(kind);
  const [values, setValues] = useState<FormValues[Kind]>(initial);
  const [website, setWebsite] = useState('');
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  const antiSpam = { website, formToken: token.data?.token ?? '' };
  const check = checkForm(kind, values, antiSpam);
  const localProblems = tried && !check.ok ? check.problems : {};
  const problems = { ...serverProblems, ...localProblems };

  const setField = <Field extends keyof FormValues[Kind]>(field: Field, value: FormValues[Kind][Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field as string]: _fixed, ...others }) => others);
  };

  const problemOf = (field: string) => (problems[field] ? message(problems[field]) : undefined);

  /** What a text input of `field` takes: the id the focus finds it by, its value, problem and change. */
  const textField = (field: TextFieldOf<FormValues[Kind]>) => ({
    id: options.idOf(field),
    value: values[field] as string,
    error: problemOf(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      setField(field, event.currentTarget.value as FormValues[Kind][typeof field]),
  });

  /** What the terms box takes, likewise. */
  const termsField = {
    id: options.idOf('termsAccepted'),
    checked: values.termsAccepted,
    error: problemOf('termsAccepted'),
    onChange: (checked: boolean) => setField('termsAccepted', checked as FormValues[Kind]['termsAccepted']),
  };

  const focusFirst = (found: Record<string, string>) => {
    const field = firstProblemField(options.fieldOrder, found);
    if (field) document.getElementById(options.idOf(field))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (!check.ok) return focusFirst(check.problems);
    if (!token.data) return setFormError(message('Try again later'));
    setWaiting(true);
    await pause(minimumFillWait(token.data));
    setWaiting(false);
    send.mutate(check.body, {
      onSuccess: options.onSent,
      onError: (error) => {
        const fields = error instanceof ApiError ? fieldMessagesOf(error.details) : {};
        if (Object.keys(fields).length > 0) {
          setServerProblems(fields);
          focusFirst(fields);
          return;
        }
        // An expired form gets a new token at once, so sending again works without a reload.
        if (error instanceof ApiError && error.code === 'FORM_EXPIRED') void token.refetch();
        setFormError(errorText(error));
      },
    });
  };

  return {
    values,
    setField,
    website,
    setWebsite,
    /** English messages by field; shown through the messages catalogue. */
    problems,
    problemOf,
    textField,
    termsField,
    formError,
    sending: waiting || send.isPending,
    submit,
  };
}
