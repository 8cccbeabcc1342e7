import { DOCUMENT_MESSAGES, DOCUMENTS_ZIP_MAX } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { percentOf, SelectionBar } from '../../../components/ui/SelectionBar';
import { useMessage } from '../../../lib/i18n/messages';
import type { ZipDownload } from '../hooks/use-document-downloads';

type Props = {
  count: number;
  download: ZipDownload;
  onClear: () => void;
  onDownload: () => void;
  onDismiss: () => void;
};

/** The selected documents: how many, clear, and the ZIP download with its progress or its failure. */
export function ZipBar({ count, download, onClear, onDownload, onDismiss }: Props) {
  const { t } = useTranslation('documents');
  const message = useMessage();
  if (count === 0 && download.status === 'idle') return null;
  const percent =
    download.status === 'running' ? percentOf(download.progress.received, download.progress.total) : null;
  return (
    <SelectionBar
      label={t('zip.label')}
      count={count}
      summary={t('zip.count', { count, max: DOCUMENTS_ZIP_MAX })}
      clearLabel={t('zip.clear')}
      downloadLabel={t('zip.download')}
      onClear={onClear}
      onDownload={onDownload}
      progress={
        download.status === 'running'
          ? {
              percent,
              label: t('zip.progressLabel'),
              text: percent === null ? t('zip.preparing') : t('zip.progress', { percent }),
            }
          : null
      }
      failure={download.status === 'failed' ? message(DOCUMENT_MESSAGES.downloadFailed) : null}
      dismissLabel={t('zip.dismiss')}
      onDismiss={onDismiss}
    />
  );
}
