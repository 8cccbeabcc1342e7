import { Alert, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FORM_MESSAGES, LANGUAGES, type Language, type ManagedShipTo } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { useInviteUser } from '../api/users';
import { initialChoices, invitationRoles, roleProblem, type ShipToChoice } from '../role-choices';
import { useUsersErrorText } from '../use-users-error-text';
import { ShipToRolesEditor } from './ShipToRolesEditor';
import { DialogActions } from '../../../components/ui/DialogActions';

/** What the screen reports after an invitation: sent, or kept without its e-mail. */
export type InviteOutcome = { ok: boolean; text: string };

type Person = { firstName: string; lastName: string; email: string; phone: string; language: Language };
type PersonProblems = Partial<Record<'firstName' | 'lastName' | 'email', 'required' | 'email'>>;

/** A light check of the person before sending (names given, an e-mail that looks like one); the server decides. */
function personProblems(person: Person): PersonProblems {
  const problems: PersonProblems = {};
  if (person.firstName.trim() === '') problems.firstName = 'required';
  if (person.lastName.trim() === '') problems.lastName = 'required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(person.email.trim())) problems.email = 'email';
  return problems;
}

/**
 * Invites a user (spec 3 §5, §7 CreateNewUser): name, e-mail, language and a role for each ship-to given access.
 * The browser checks that each ticked ship-to has a role before sending; the server checks everything again.
 */
export function InviteUserModal({
  opened,
  shipTos,
  defaultLanguage,
  onClose,
  onInvited,
}: {
  opened: boolean;
  shipTos: readonly ManagedShipTo[];
  defaultLanguage: Language;
  onClose: () => void;
  onInvited: (outcome: InviteOutcome) => void;
}) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const errorText = useUsersErrorText();
  const invite = useInviteUser();
  const blank: Person = { firstName: '', lastName: '', email: '', phone: '', language: defaultLanguage };
  const [person, setPerson] = useState<Person>(blank);
  const [choices, setChoices] = useState<ShipToChoice[]>(() => initialChoices(shipTos));
  const [sent, setSent] = useState(false);
  const problem = sent ? roleProblem(choices) : null;
  const problems = sent ? personProblems(person) : {};
  const problemText = (kind: 'required' | 'email' | undefined) =>
    kind === 'required'
      ? message(FORM_MESSAGES.required)
      : kind === 'email'
        ? t('invite.emailInvalid')
        : undefined;

  const close = () => {
    setPerson(blank);
    setChoices(initialChoices(shipTos));
    setSent(false);
    invite.reset();
    onClose();
  };
  const field = (name: keyof Person) => ({
    value: person[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setPerson({ ...person, [name]: event.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (roleProblem(choices) || Object.keys(personProblems(person)).length > 0) return;
    invite.mutate(
      {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone.trim() || null,
        language: person.language,
        permissionSchema: invitationRoles(choices),
      },
      {
        onSuccess: (answer) => {
          onInvited({
            ok: answer.invitationSent,
            text: answer.invitationSent
              ? t('invite.sent', { email: answer.user.email })
              : message(answer.message),
          });
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('invite.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('invite.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('invite.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('invite.firstName')}
              required
              maxLength={80}
              autoComplete="off"
              data-autofocus
              error={problemText(problems.firstName)}
              {...field('firstName')}
            />
            <TextInput
              label={t('invite.lastName')}
              required
              maxLength={80}
              autoComplete="off"
              error={problemText(problems.lastName)}
              {...field('lastName')}
            />
            <TextInput
              label={t('invite.email')}
              type="email"
              required
              maxLength={320}
              autoComplete="off"
              error={problemText(problems.email)}
              {...field('email')}
            />
            <TextInput
              label={t('invite.phone')}
              type="tel"
              maxLength={20}
              autoComplete="off"
              {...field('phone')}
            />
            <NativeSelect
              label={t('invite.language')}
              data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              {...field('language')}
            />
          </SimpleGrid>
          <ShipToRolesEditor shipTos={shipTos} choices={choices} onChange={setChoices} problem={problem} />
          {(problem || invite.isError) && (
            <Alert color="spinaRed" variant="light" role="alert">
              {problem ? message(problem) : errorText(invite.error)}
            </Alert>
          )}
          <DialogActions
            cancelLabel={t('invite.cancel')}
            confirmLabel={t('invite.submit')}
            onCancel={close}
            pending={invite.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
