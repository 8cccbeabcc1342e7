import { Box, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile, IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import type { MarketingMaterial } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatFileSize } from '../filters';
import { useFilePreview } from '../hooks/use-file-preview';
import classes from '../marketing.module.css';

/** The kind of a file as the page names it (PDF, ZIP, image, file). */
export function fileKind(mimeType: string): 'pdf' | 'zip' | 'image' | 'file' {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'application/zip') return 'zip';
  return mimeType.startsWith('image/') ? 'image' : 'file';
}

function Preview({ material }: { material: MarketingMaterial }) {
  const { mimeType } = material.file.metadata;
  const thumbnail = useFilePreview(material.file.link, mimeType);
  const kind = fileKind(mimeType);
  const Icon = kind === 'pdf' ? IconFileTypePdf : kind === 'zip' ? IconFileZip : IconFile;
  return (
    <Box className={classes.preview} aria-hidden>
      {thumbnail ? <img src={thumbnail} alt="" /> : <Icon size={36} stroke={1.5} />}
    </Box>
  );
}

type MaterialCardProps = {
  material: MarketingMaterial;
  view: 'grid' | 'list';
  selected: boolean;
  onSelect: (on: boolean) => void;
  downloading: boolean;
  onDownload: () => void;
};

/** One material: its preview, title, brand, folder, type and size, a checkbox to select it and a download button. */
export function MaterialCard({
  material,
  view,
  selected,
  onSelect,
  downloading,
  onDownload,
}: MaterialCardProps) {
  const { t, i18n } = useTranslation('marketing');
  const { mimeType, size } = material.file.metadata;
  const meta = t('material.meta', {
    type: t(`types.${fileKind(mimeType)}`),
    size: formatFileSize(size, i18n.language),
  });
  const titleId = `material-${material.id}`;
  const select = (
    <Checkbox
      checked={selected}
      onChange={(event) => onSelect(event.currentTarget.checked)}
      aria-label={t('material.select', { name: material.name })}
    />
  );
  const download = (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={onDownload}
      aria-label={t('material.downloadName', { name: material.name })}
    >
      {t('material.download')}
    </Button>
  );
  const text = (
    <Stack gap={2} miw={0} style={{ flex: 1 }}>
      <Text fw={600} size="sm" lineClamp={2} id={titleId}>
        {material.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {`${material.brand?.name ?? t('material.general')} · ${material.folder}`}
      </Text>
      <Text size="xs" c="dimmed">
        {meta}
      </Text>
    </Stack>
  );
  if (view === 'list')
    return (
      <Card
        withBorder
        padding="xs"
        className={`${classes.card} ${classes.row}`}
        data-selected={selected || undefined}
      >
        <Group wrap="nowrap" gap="sm">
          {select}
          <Preview material={material} />
          {text}
          {download}
        </Group>
      </Card>
    );
  return (
    <Card withBorder padding="sm" className={classes.card} data-selected={selected || undefined} h="100%">
      <Stack gap="xs" h="100%">
        <Preview material={material} />
        <Group wrap="nowrap" align="flex-start" gap="xs">
          {select}
          {text}
        </Group>
        <Box mt="auto">{download}</Box>
      </Stack>
    </Card>
  );
}
