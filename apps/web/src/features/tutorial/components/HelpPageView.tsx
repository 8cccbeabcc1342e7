import { Anchor, Badge, Group, Stack, Title, Typography } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { HelpPage } from '@spina/domain';
import { sanitizeHtml } from '../../../lib/html';

/** One help page of a tutorial section: its name, a New mark for a new capability, its text and guide. */
export function HelpPageView({ page }: { page: HelpPage }) {
  const { t } = useTranslation('tutorial');
  const body = useMemo(() => sanitizeHtml(page.body), [page.body]);
  return (
    <Stack gap={6} component="article" aria-labelledby={`help-page-${page.id}`}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={`help-page-${page.id}`}>
          {page.name}
        </Title>
        {page.newCapability && (
          <Badge color="spinaRed" variant="filled" size="sm">
            {t('newCapability')}
          </Badge>
        )}
      </Group>
      <Typography fz="sm">
        <div dangerouslySetInnerHTML={{ __html: body }} />
      </Typography>
      {page.fileLink && (
        <Anchor href={page.fileLink} target="_blank" rel="noopener" size="sm" fw={600}>
          <Group gap={6} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('download')}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
