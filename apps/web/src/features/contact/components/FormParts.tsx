import { Anchor, Box, Button, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { internalPagePath } from '@spina/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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

/** The box accepting the terms of use and the privacy policy (spec 3 §5 "Guidelines and terms must be accepted"). */
export function TermsCheckbox({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
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
export function FormFooter({ error, sending }: { error: string | null; sending: boolean }) {
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
