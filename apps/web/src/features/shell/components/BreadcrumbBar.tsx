import { Anchor, Box, Breadcrumbs, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import classes from '../shell.module.css';

/** One step of the breadcrumb: its text and where it leads; the last step is the current page. */
export type Crumb = { label: string; path: string };

/**
 * The breadcrumb bar (spec 3 §2): Home (path /), the route's breadcrumb list, and a Back link to the
 * previous page.
 */
export function BreadcrumbBar({ items, onBack }: { items: Crumb[]; onBack: () => void }) {
  const { t } = useTranslation('shell');
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), path: '/' }, ...items];
  return (
    <Box className={classes.breadcrumbBar}>
      <Container size="xl" py={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Box component="nav" aria-label={t('breadcrumb.label')} miw={0}>
            <Breadcrumbs separatorMargin={6} className={classes.breadcrumbs}>
              {trail.map((crumb, index) =>
                index === trail.length - 1 ? (
                  <Text key={crumb.path} size="sm" fw={600} aria-current="page" truncate>
                    {crumb.label}
                  </Text>
                ) : (
                  <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
                    {crumb.label}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </Box>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
          >
            {t('breadcrumb.back')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
