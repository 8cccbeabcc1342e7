import { Box, Container, Group } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Logo } from '../../../components/ui/Logo';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import { StatusPage } from '../../../components/ui/StatusPage';
import classes from '../shell.module.css';

/** Shown instead of the portal while the configuration's maintenance flag is set (spec 1 §3). */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="xl" py="xs">
          <Group justify="space-between">
            <Logo />
          </Group>
        </Container>
      </Box>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <StatusPage
          icon={<IconTool size={36} />}
          title={t('pages.maintenance.title')}
          text={t('pages.maintenance.text')}
          color="gold"
        />
      </main>
      <Box component="footer" className={classes.footer}>
        <Container size="xl" py="md">
          <LanguageSwitcher />
        </Container>
      </Box>
    </Box>
  );
}
