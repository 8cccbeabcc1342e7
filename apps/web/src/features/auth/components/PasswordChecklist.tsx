import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PASSWORD_REQUIREMENTS } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';

type PasswordChecklistProps = {
  password: string;
  retype: string;
  /** The id screen readers use to describe the password input with this list. */
  id?: string;
};

function Item({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation('auth');
  return (
    <List.Item
      data-met={met}
      icon={
        <ThemeIcon size={18} radius="xl" color={met ? 'spinaGreen.7' : 'gray.5'} aria-hidden>
          {met ? <IconCheck size={12} /> : <IconX size={12} />}
        </ThemeIcon>
      }
    >
      <Text span size="sm" c={met ? 'spinaGreen.9' : 'gray.8'}>
        {label}
      </Text>
      <VisuallyHidden>{`: ${met ? t('password.met') : t('password.unmet')}`}</VisuallyHidden>
    </List.Item>
  );
}

/**
 * The password policy of spec 3 §5, shown live as the user types: each requirement of the domain's
 * PASSWORD_REQUIREMENTS with its state, and whether the retyped password matches. Always shown, so the
 * form does not move while typing.
 */
export function PasswordChecklist({ password, retype, id }: PasswordChecklistProps) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const headingId = useId();
  return (
    <Box id={id}>
      <Text id={headingId} size="sm" fw={600} mb={4}>
        {t('password.checklist')}
      </Text>
      <List spacing={4} size="sm" center aria-labelledby={headingId}>
        {PASSWORD_REQUIREMENTS.map((requirement) => (
          <Item key={requirement.key} met={requirement.test(password)} label={message(requirement.text)} />
        ))}
        <Item met={password !== '' && password === retype} label={t('password.match')} />
      </List>
    </Box>
  );
}
