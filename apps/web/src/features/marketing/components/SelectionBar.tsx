import { Checkbox } from '@mantine/core';
import { MARKETING_BULK_LIMITS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatFileSize } from '../filters';
import type { BulkDownload } from '../hooks/use-downloads';
import { percentOf, SelectionBar, type SelectionProgress } from '../../../components/ui/SelectionBar';

type SelectionBarProps = {
  count: number;
  bytes: number;
  onClear: () => void;
  onDownload: () => void;
  download: BulkDownload;
  onDismiss: () => void;
};

/** Selects or clears every material of the page at once. */
export function SelectVisible({
  selected,
  total,
  onChange,
}: {
  selected: number;
  total: number;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('marketing');
  return (
    <Checkbox
      label={t('selection.selectVisible')}
      checked={total > 0 && selected === total}
      indeterminate={selected > 0 && selected < total}
      disabled={total === 0}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * The selected materials, kept in sight at the bottom while there are some: how many and how big, clear, and
 * the ZIP download with its progress or its failure.
 */
export function MaterialSelectionBar(props: SelectionBarProps) {
  const { t, i18n } = useTranslation('marketing');
  const { count, bytes, download } = props;
  if (count === 0 && download.status === 'idle') return null;
  const size = (value: number) => formatFileSize(value, i18n.language);
  const tooMany = count > MARKETING_BULK_LIMITS.maxFiles;
  const tooBig = bytes > MARKETING_BULK_LIMITS.maxBytes;
  const warning = tooMany
    ? t('selection.tooMany', { max: MARKETING_BULK_LIMITS.maxFiles })
    : tooBig
      ? t('selection.tooBig', { size: size(MARKETING_BULK_LIMITS.maxBytes) })
      : null;
  let progress: SelectionProgress | null = null;
  if (download.status === 'running') {
    const { received, total } = download.progress;
    const percent = percentOf(received, total);
    const text =
      received === 0
        ? t('selection.preparing')
        : percent !== null
          ? t('selection.progress', { percent })
          : t('selection.progressBytes', { size: size(received) });
    progress = { percent, text, label: t('selection.progressLabel') };
  }
  return (
    <SelectionBar
      label={t('selection.label')}
      count={count}
      summary={t('selection.count', { count, size: size(bytes) })}
      clearLabel={t('selection.clear')}
      downloadLabel={t('selection.download')}
      onClear={props.onClear}
      onDownload={props.onDownload}
      warning={warning}
      progress={progress}
      failure={download.status === 'failed' ? t(`errors.${download.failure}`) : null}
      dismissLabel={t('errors.dismiss')}
      onDismiss={props.onDismiss}
    />
  );
}
