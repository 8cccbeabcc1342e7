import { Anchor, Box, Button, Checkbox, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CONTACT_LIMITS, internalPagePath } from '@spina/domain';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/FormAlert';
import classes from '../contact.module.css';

/** Legal pages the terms box links to (the portal's own pages, seed pages.ts). */
const TERMS_PAGE = internalPagePath('terms-of-use');
const PRIVACY_PAGE = internalPagePath('privacy-policy');

/**
 * The honeypot: a field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) and robots fill in; a request with it filled is dropped by the server.
 */
function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('contact');
  return (
    <Box className={classes.honeypot} aria-hidden="true">
      <label>
        {t('fields.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </Box>
  );
}

/**
 * A legal page's link inside the terms box: underlined (it sits in a sentence), and opened in a new tab, said so,
 * so that reading it never loses what the form holds.
 */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('contact');
  return (
    <Anchor component={Link} to={to} target="_blank" underline="always" inherit>
      {children}
      <VisuallyHidden> ({t('fields.newWindow')})</VisuallyHidden>
    </Anchor>
  );
}

/**
 * A translated sentence with `<name>words</name>` parts made links to `targets[name]`. Written out rather than
 * with react-i18next's Trans, which would weigh on the first page's shared library chunk for this one sentence.
 */
function withLinks(sentence: string, targets: Record<string, string>): ReactNode[] {
  // split() with its two groups gives: text, name, words, text, name, words, ..., text.
  const parts = sentence.split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(parts[index]);
    const [name, words] = [parts[index + 1], parts[index + 2]];
    if (name !== undefined)
      nodes.push(
        <NewTabLink key={index} to={targets[name] ?? '/'}>
          {words}
        </NewTabLink>,
      );
  }
  return nodes;
}

/** What the terms box takes: useContactForm's `termsField`. */
type TermsField = {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
};

/** The box accepting the terms of use and the privacy policy (spec 3 §5 "Guidelines and terms must be accepted"). */
function TermsCheckbox({ id, checked, error, onChange }: TermsField) {
  const { t } = useTranslation('contact');
  return (
    <Checkbox
      id={id}
      required
      checked={checked}
      error={error}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={withLinks(t('fields.terms'), { terms: TERMS_PAGE, privacy: PRIVACY_PAGE })}
    />
  );
}

/** The end of a form: its error, the note on required fields and the send button. */
function FormFooter({ error, sending }: { error: string | null; sending: boolean }) {
  const { t } = useTranslation('contact');
  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="gray.7">
          {t('form.requiredNote')}
        </Text>
        <Button type="submit" loading={sending} rightSection={<IconSend size={16} aria-hidden />}>
          {sending ? t('form.sending') : t('form.send')}
        </Button>
      </Group>
    </>
  );
}

/** What a text field takes: useContactForm's `textField(field)`. */
type TextField = {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/** The contact person's name; its label is the form's, a signed-in person being asked for their own. */
export function NameField({ label, ...field }: TextField & { label: string }) {
  return <TextInput label={label} required maxLength={CONTACT_LIMITS.name} autoComplete="name" {...field} />;
}

export function EmailField(field: TextField) {
  const { t } = useTranslation('contact');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      required
      maxLength={320}
      autoComplete="email"
      {...field}
    />
  );
}

/** The phone (10 digits, spec 3 §5): a partner must give one, a contact request may. */
export function PhoneField({ required, ...field }: TextField & { required: boolean }) {
  const { t } = useTranslation('contact');
  return (
    <TextInput
      label={required ? t('fields.phone') : t('fields.phoneOptional')}
      description={t('fields.phoneHint')}
      type="tel"
      inputMode="numeric"
      required={required}
      maxLength={20}
      autoComplete="tel-national"
      {...field}
    />
  );
}

/** The company: a partner must name theirs, a contact request may. */
export function CompanyField({ required, ...field }: TextField & { required: boolean }) {
  const { t } = useTranslation('contact');
  return (
    <TextInput
      label={required ? t('fields.companyName') : t('fields.companyOptional')}
      required={required}
      maxLength={CONTACT_LIMITS.company}
      autoComplete="organization"
      {...field}
    />
  );
}

/** What the frame of a form reads of useContactForm's state. */
type FrameState = {
  submit: (event: FormEvent) => Promise<void>;
  website: string;
  setWebsite: (value: string) => void;
  termsField: TermsField;
  formError: string | null;
  sending: boolean;
};

/**
 * A contact or partner form around its own fields (`children`): checked by the app, not the browser, and ending
 * with what every one of these forms carries, the honeypot, the terms box, the error and the send button.
 */
export function ContactFormFrame({
  form,
  label,
  children,
}: {
  form: FrameState;
  label: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Honeypot value={form.website} onChange={form.setWebsite} />
        <TermsCheckbox {...form.termsField} />
        <FormFooter error={form.formError} sending={form.sending} />
      </Stack>
    </form>
  );
}
