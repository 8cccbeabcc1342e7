import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TicketSide } from '@spina/domain';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useErrorText } from '../../auth';
import { ticketCalls } from '../api/tickets-api';
import { formatDate, kilobytes } from '../format';
import { useAttachmentPick } from '../hooks/use-attachment-pick';
import { useAttachments, useUpload } from '../hooks/use-tickets';
import classes from '../tickets.module.css';
import { AttachmentPicker } from './AttachmentPicker';

/** The files of a ticket, each a download, and (while it may be written) a picker to attach more. */
export function AttachmentsPanel({
  side,
  ticketId,
  writable,
}: {
  side: TicketSide;
  ticketId: string;
  writable: boolean;
}) {
  const { t, i18n } = useTranslation('tickets');
  const errorText = useErrorText();
  const attachments = useAttachments(side, ticketId);
  const upload = useUpload(side, ticketId);
  const toAttach = useAttachmentPick();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const send = async () => {
    if (!(await toAttach.allAccepted()) || toAttach.files.length === 0) return;
    upload.mutate(toAttach.files, { onSuccess: toAttach.clear });
  };
  const download = (id: string, name: string) => {
    setDownloadError(null);
    ticketCalls(side).download(id, name).catch(setDownloadError);
  };

  return (
    <Stack gap="sm">
      {(attachments.data ?? []).length === 0 ? (
        <Text size="sm">{t('detail.noAttachments')}</Text>
      ) : (
        <Stack gap={6} component="ul" className={classes.plainList}>
          {(attachments.data ?? []).map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="nowrap" data-testid="ticket-attachment">
              <IconPaperclip size={16} aria-hidden />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => download(file.id, file.fileName)}
                aria-label={t('detail.download', { name: file.fileName })}
              >
                {file.fileName}
              </Anchor>
              <Text size="xs" c="gray.7">
                {t('detail.size', { size: kilobytes(file.size) })} ·{' '}
                {formatDate(file.createdAt, i18n.language)}
              </Text>
              <IconDownload size={14} aria-hidden />
            </Group>
          ))}
        </Stack>
      )}
      {downloadError !== null && <FormAlert>{errorText(downloadError)}</FormAlert>}
      {writable && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <AttachmentPicker label={t('detail.addFiles')} pick={toAttach} miw={240} style={{ flex: 1 }} />
          <Button
            onClick={() => void send()}
            loading={upload.isPending}
            disabled={toAttach.files.length === 0}
          >
            {t('detail.upload')}
          </Button>
        </Group>
      )}
      {upload.isError && <FormAlert>{errorText(upload.error)}</FormAlert>}
    </Stack>
  );
}
