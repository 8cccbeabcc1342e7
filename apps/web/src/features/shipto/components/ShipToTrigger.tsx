import { Box, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ShipToOption } from '../use-ship-to-choice';
import classes from '../ship-to.module.css';

type ShipToTriggerProps = ComponentPropsWithoutRef<'button'> & {
  current: ShipToOption | null;
  /** More than one ship-to to choose from: the trigger is a button with an arrow (spec 1 §2.5). */
  choosable: boolean;
  changing: boolean;
};

function Content({
  current,
  choosable,
  changing,
}: Omit<ShipToTriggerProps, keyof ComponentPropsWithoutRef<'button'>>) {
  const { t } = useTranslation('shipto');
  return (
    <>
      {changing ? <Loader size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
      <Box className={classes.triggerText}>
        <Text size="xs" c="dimmed" lh={1.1}>
          {t('label')}
        </Text>
        <Text size="sm" fw={600} lh={1.2} lineClamp={1}>
          {current?.shipToName ?? t('choose')}
        </Text>
      </Box>
      {choosable && <IconChevronDown size={16} aria-hidden style={{ flex: 'none' }} />}
    </>
  );
}

/**
 * The current ship-to with its label; a button opening the list when there is more than one. The button is named
 * by the text it shows ('Ship-to' and the name), so a voice-control user says what they see (WCAG 2.5.3).
 */
export const ShipToTrigger = forwardRef<HTMLButtonElement, ShipToTriggerProps>(function ShipToTrigger(
  { current, choosable, changing, ...buttonProps },
  ref,
) {
  const content = <Content current={current} choosable={choosable} changing={changing} />;
  if (!choosable) return <Box className={classes.trigger}>{content}</Box>;
  return (
    <UnstyledButton
      ref={ref}
      aria-busy={changing}
      disabled={changing}
      {...buttonProps}
      className={[classes.trigger, buttonProps.className].filter(Boolean).join(' ')}
    >
      {content}
    </UnstyledButton>
  );
});
