import { FileInput, type FileInputProps } from '@mantine/core';
import { ATTACHMENT_ACCEPT } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import type { AttachmentPick } from '../hooks/use-attachment-pick';
import classes from '../tickets.module.css';

/** The picker of files to attach to a ticket, naming each picked file that cannot be attached and why. */
export function AttachmentPicker({
  label,
  pick,
  ...layout
}: { label: string; pick: AttachmentPick } & Pick<FileInputProps<true>, 'miw' | 'style'>) {
  const { t } = useTranslation('tickets');
  const message = useMessage();
  return (
    <FileInput
      label={label}
      description={t('form.attachmentsHint')}
      multiple
      clearable
      clearButtonProps={{ 'aria-label': t('form.clearFiles') }}
      placeholder={t('form.chooseFiles')}
      classNames={{ placeholder: classes.filePlaceholder }}
      accept={ATTACHMENT_ACCEPT}
      value={pick.files}
      onChange={(picked) => void pick.pick(picked)}
      error={
        pick.refused.length > 0
          ? pick.refused
              .map((file) => `${file.name ? `${file.name}: ` : ''}${message(file.message)}`)
              .join(' · ')
          : undefined
      }
      {...layout}
    />
  );
}
