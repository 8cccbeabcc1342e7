import { Box, Collapse, Container, Drawer, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTruckDelivery } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { formatDayLabel } from '@spina/domain';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useMountedWhenIdle } from '../../../lib/idle';
import { barPresentation } from '../bar-visibility';
import { useDeliveryBar, type DeliveryBarState } from '../use-delivery-bar';
import { useCloseOnScroll, useScrolledDown } from '../use-scrolled-down';
import { DeliveryFields } from './DeliveryFields';
import { OrderChangeModal } from './OrderChangeModal';
import classes from '../delivery.module.css';

function SummaryLine({ bar }: { bar: DeliveryBarState }) {
  const { t } = useTranslation('delivery');
  const parts = [
    bar.details.data?.sap_id === bar.shipToId ? bar.details.data.name : null,
    bar.orderType ? t(`orderType.values.${bar.orderType}`) : null,
    bar.deliveryDate ? formatDayLabel(bar.deliveryDate) : t('noDate'),
  ].filter(Boolean);
  return (
    <Box style={{ flex: 1, minWidth: 0, textAlign: 'left' }}>
      <Text size="xs" c="dimmed" lh={1.1}>
        {t('heading')}
      </Text>
      <Text size="sm" fw={600} lh={1.2} lineClamp={1}>
        {parts.join(' · ')}
      </Text>
    </Box>
  );
}

/**
 * The delivery-preferences bar (spec 1 §2.4, §4.5): under the header on wide screens with the ship-to
 * selector (`shipToSelector`), the shipment mode, order type, request date and cash progress; a collapsible
 * summary on news and marketing pages, on a wide page scrolled down (so the sticky header never hides the
 * page's controls) and on phones, where it sits above the bottom bar and opens a drawer. It always runs, so
 * that a ship-to change asks keep-or-new even where it is hidden.
 */
export default function DeliveryBar({ shipToSelector }: { shipToSelector: ReactNode }) {
  const { t } = useTranslation('delivery');
  const bar = useDeliveryBar();
  const { pathname } = useLocation();
  const narrow = useMobileLayout();
  const presentation = barPresentation(pathname, narrow);
  const folded = useScrolledDown(presentation === 'full');
  const [opened, setOpened] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const close = useCallback(() => setOpened(false), []);
  // A choice's pop-up (the calendar, the order types) is open: the bar stays open while it is.
  const busy = useCallback(() => panel.current?.querySelector('[aria-expanded="true"]') != null, []);
  // Opened on a wide page scrolled down, the bar folds again once the page moves on, unless the user is
  // working in one of its choices.
  useCloseOnScroll(folded && opened, close, panel, busy);
  // Folding or unfolding starts from the summary alone.
  useEffect(() => setOpened(false), [folded]);
  const modalMounted = useMountedWhenIdle(bar.question.pending !== null);
  const drawerMounted = useMountedWhenIdle(opened);
  const modal = modalMounted && (
    <OrderChangeModal pending={bar.question.pending} onAnswer={bar.question.answer} />
  );
  if (presentation === 'hidden') return modal;

  if (presentation === 'full' && !folded) {
    return (
      <Box component="section" aria-labelledby={headingId} className={classes.bar}>
        <Container size="xl" py={8}>
          <Group gap="lg" align="flex-start" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ alignSelf: 'center' }}>
              <IconTruckDelivery size={20} aria-hidden />
              <h2 id={headingId} className={classes.heading}>
                {t('heading')}
              </h2>
            </Group>
            {shipToSelector}
            <DeliveryFields bar={bar} />
          </Group>
        </Container>
        {modal}
      </Box>
    );
  }

  // A keyboard user reaching the folded summary gets the choices at once (a click toggles them).
  const openOnKeyboardFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (folded && event.currentTarget.matches(':focus-visible')) setOpened(true);
  };
  const toggle = (
    <UnstyledButton
      className={classes.summaryButton}
      onClick={() => setOpened((open) => !open)}
      onFocus={openOnKeyboardFocus}
      aria-expanded={opened}
      aria-controls={panelId}
    >
      <IconTruckDelivery size={18} aria-hidden />
      <SummaryLine bar={bar} />
      {opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
    </UnstyledButton>
  );

  if (narrow) {
    return (
      <Box component="section" aria-label={t('heading')} className={classes.mobileSummary}>
        {toggle}
        {drawerMounted && (
          <Drawer
            id={panelId}
            opened={opened}
            onClose={() => setOpened(false)}
            position="bottom"
            size="auto"
            title={t('heading')}
            closeButtonProps={{ 'aria-label': t('close') }}
          >
            <Box pb="md">
              <DeliveryFields bar={bar} inline />
            </Box>
          </Drawer>
        )}
        {modal}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t('heading')}
      className={classes.bar}
      data-folded={folded || undefined}
    >
      <Container size="xl" px={0}>
        {toggle}
        <Collapse expanded={opened} id={panelId}>
          <Container size="xl" pb="sm" ref={panel}>
            <Group gap="lg" align="flex-start" wrap="wrap">
              {shipToSelector}
              <DeliveryFields bar={bar} />
            </Group>
          </Container>
        </Collapse>
      </Container>
      {modal}
    </Box>
  );
}
