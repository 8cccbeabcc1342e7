import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Logo } from '../../../components/ui/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import classes from '../shell.module.css';

/**
 * The before-login layout (spec 1 §2.1): a header whose logo goes to /login with a Login button, and a
 * footer with the language choice.
 */
export function BeforeLoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box className={classes.page} data-layout="before-login">
      <SkipLink />
      <Box component="header" className={classes.header} aria-label={t('header.label')}>
        <Container size="xl" py="xs">
          <Group justify="space-between">
            <Logo to="/login" />
            <Button component={Link} to="/login">
              {t('header.login')}
            </Button>
          </Group>
        </Container>
      </Box>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Box component="footer" className={classes.footer} aria-label={t('footer.label')}>
        <Container size="xl" py="md">
          <Group justify="space-between">
            <LanguageSwitcher />
            <Box component="p" m={0} fz="xs">
              {t('footer.copyright')}
            </Box>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
