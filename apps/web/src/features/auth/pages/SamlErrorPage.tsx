import { Box, Container } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { parseSsoProvider, SSO_ERROR_REASONS, type SsoErrorReason } from '@spina/domain';
import { Logo } from '../../../components/ui/Logo';
import { StatusPage } from '../../../components/ui/StatusPage';

type Reason = SsoErrorReason | 'failed';

function reasonOf(value: string | null): Reason {
  return (SSO_ERROR_REASONS as readonly string[]).includes(value ?? '')
    ? (value as SsoErrorReason)
    : 'failed';
}

/**
 * /saml-error?provider=&reason= (spec 1 §2.2): where a single sign-on hand-off that could not happen lands,
 * with a clear page per reason (not configured, not allowed, link expired, unknown service).
 */
export default function SamlErrorPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const reason = reasonOf(params.get('reason'));
  const given = params.get('provider')?.trim().slice(0, 40) ?? '';
  const known = parseSsoProvider(given);
  const provider = known ? t(`samlError.providers.${known}`) : given;
  // Without a name the sentence is worded apart: Italian joins 'di' and 'il' ('del servizio').
  const wording = { provider, context: provider ? undefined : 'unnamed' };
  return (
    <Box>
      <Container size="xl" py="xs">
        <Logo />
      </Container>
      <StatusPage
        icon={<IconPlugConnectedX size={36} />}
        title={t(`samlError.${reason}.title`, wording)}
        text={t(`samlError.${reason}.text`, wording)}
        action={{ label: t('samlError.home'), to: '/' }}
        color="orange"
      />
    </Box>
  );
}
