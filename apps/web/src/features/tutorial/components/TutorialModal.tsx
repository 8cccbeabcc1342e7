import { Alert, Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { HelpPage, TutorialReason } from '@spina/domain';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useMessage } from '../../../lib/i18n/messages';
import { sectionsOf } from '../sections';
import classes from '../tutorial.module.css';
import { HelpPageView } from './HelpPageView';
import { TutorialSectionList, TutorialSectionSelect } from './TutorialSectionNav';

export type TutorialModalProps = {
  opened: boolean;
  reason: TutorialReason;
  pages: HelpPage[];
  /** Offers the close button, Escape and a click outside; not on first login (spec 3 §2). */
  closable: boolean;
  onClose: () => void;
  onFinish: () => void;
  finishing: boolean;
  finishFailed: boolean;
};

/**
 * A button that stays focusable while it cannot be used, so that reaching the first section with Back, or
 * pressing Done, never drops the keyboard focus out of the dialog.
 */
function StepButton({
  unavailable,
  onPress,
  ...props
}: {
  unavailable: boolean;
  onPress: () => void;
  variant?: string;
  children: ReactNode;
  'data-autofocus'?: boolean;
}) {
  return (
    <Button
      {...props}
      data-disabled={unavailable || undefined}
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onPress();
      }}
    />
  );
}

/**
 * The first-login tutorial (spec 3 §2): the help pages section by section, a section list (a dropdown on a
 * phone), Back, Next and, on the last section, Done. It keeps the focus inside while open; the close button
 * and Escape exist only when closing is allowed.
 */
export function TutorialModal({
  opened,
  reason,
  pages,
  closable,
  onClose,
  onFinish,
  finishing,
  finishFailed,
}: TutorialModalProps) {
  const { t } = useTranslation('tutorial');
  const message = useMessage();
  const mobile = useMobileLayout();
  const sections = useMemo(() => sectionsOf(pages), [pages]);
  const [current, setCurrent] = useState(0);
  const pagesBox = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (opened) setCurrent(0);
  }, [opened]);

  const index = Math.min(current, sections.length - 1);
  const section = sections[index];
  if (!section) return null;
  const last = index === sections.length - 1;
  const go = (next: number) => {
    setCurrent(next);
    if (pagesBox.current) pagesBox.current.scrollTop = 0;
  };
  const choice = { sections, current: index, onChoose: go };

  const content = (
    <Box
      ref={pagesBox}
      className={classes.pages}
      role="region"
      aria-labelledby={headingId}
      // Focusable, so the pages can be scrolled with the keyboard.
      tabIndex={0}
    >
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {section.title}
        </Title>
        {section.pages.map((page) => (
          <HelpPageView key={page.id} page={page} />
        ))}
      </Stack>
    </Box>
  );

  return (
    <Modal
      opened={opened}
      onClose={closable ? onClose : () => undefined}
      title={t(reason === 'firstLogin' ? 'title.firstLogin' : 'title.again')}
      size="xl"
      fullScreen={mobile}
      centered
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="tutorial"
    >
      <Stack gap="sm" className={mobile ? classes.mobileBody : undefined}>
        <Text size="sm" c="dimmed">
          {t(`intro.${reason}`)}
        </Text>
        {mobile ? (
          <>
            <TutorialSectionSelect {...choice} />
            {content}
          </>
        ) : (
          <div className={classes.layout}>
            <TutorialSectionList {...choice} />
            {content}
          </div>
        )}
        {finishFailed && (
          <Alert color="spinaRed" variant="light" role="alert" p="xs">
            <Text size="sm" fw={600}>
              {message('Action not performed')}
            </Text>
            <Text size="sm">{t('finishFailedHint')}</Text>
          </Alert>
        )}
        <Group justify="space-between" gap="sm" className={classes.footer} wrap="nowrap">
          <Text size="sm" aria-live="polite">
            {t('progress', { current: index + 1, total: sections.length, title: section.title })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <StepButton variant="default" unavailable={index === 0} onPress={() => go(index - 1)}>
              {t('back')}
            </StepButton>
            <StepButton
              data-autofocus
              unavailable={finishing}
              onPress={last ? onFinish : () => go(index + 1)}
            >
              {t(last ? 'done' : 'next')}
            </StepButton>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
