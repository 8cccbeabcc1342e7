import '@mantine/dates/styles.css';
import 'dayjs/locale/it';
import { Alert, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CalendarDayView, OrderType } from '@spina/domain';
import { useCalendarMonth } from '../api/delivery-api';
import { daySentence } from './day-texts';
import classes from '../delivery.module.css';

type DeliveryCalendarProps = {
  shipToId: string;
  orderType: OrderType;
  chosen: string | null;
  /** The month shown first, `YYYY-MM`. */
  initialMonth: string;
  onPick: (date: string) => void;
};

const LEGEND = ['delivery', 'holiday', 'working', 'chosen', 'today'] as const;

/**
 * The request-date calendar (spec 2 §5): marks holidays, delivery days, other working days, the chosen day
 * and a dot for today. A day that cannot be chosen stays reachable by keyboard and pointer, so that the
 * calendar can say why (holiday, not a delivery day, past the cut-off, outside the window) in its label and in
 * the line under the month, which screen readers hear as it changes.
 */
export function DeliveryCalendar({
  shipToId,
  orderType,
  chosen,
  initialMonth,
  onPick,
}: DeliveryCalendarProps) {
  const { t, i18n } = useTranslation('delivery');
  const [month, setMonth] = useState(initialMonth);
  const [inspected, setInspected] = useState<CalendarDayView | null>(null);
  const calendar = useCalendarMonth(shipToId, orderType, month, chosen, true);
  const days = useMemo(
    () => new Map((calendar.data?.days ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );

  const pick = (date: string) => {
    const day = days.get(date);
    if (!day) return;
    setInspected(day);
    if (day.available) onPick(date);
  };

  return (
    <Stack gap="xs" className={classes.calendar} aria-busy={calendar.isFetching}>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <DatePicker
          value={chosen}
          onChange={(date) => date && pick(date)}
          date={`${month}-01`}
          onDateChange={(date) => setMonth(date.slice(0, 7))}
          hideOutsideDates
          highlightToday={false}
          maxLevel="month"
          ariaLabels={{
            nextMonth: t('date.nextMonth'),
            previousMonth: t('date.previousMonth'),
            monthLevelControl: t('date.month'),
          }}
          getDayAriaLabel={(date) => {
            const day = days.get(date);
            return day ? daySentence(t, day) : date;
          }}
          getDayProps={(date) => {
            const day = days.get(date);
            return {
              'data-mark': day?.mark,
              'aria-disabled': day && !day.available ? true : undefined,
              onMouseEnter: () => day && setInspected(day),
              onFocus: () => day && setInspected(day),
            };
          }}
          renderDay={(date) => {
            const day = days.get(date);
            return (
              <span className={classes.dayButton}>
                {Number(date.slice(8, 10))}
                {day?.isToday && <span className={classes.todayDot} aria-hidden />}
              </span>
            );
          }}
        />
      </DatesProvider>
      {calendar.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('date.loading')}</Text>
        </Group>
      )}
      {calendar.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('date.loadFailed')}
        </Alert>
      )}
      <Text size="sm" aria-live="polite" mih={40} maw={290} data-testid="day-reason">
        {inspected ? daySentence(t, inspected) : t('date.hint')}
      </Text>
      <Box
        component="ul"
        aria-label={t('date.legend.title')}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4px 12px', maxWidth: 290 }}
      >
        {LEGEND.map((mark) => (
          <Text component="li" size="xs" key={mark}>
            <span className={classes.swatch} data-mark={mark} aria-hidden />
            {t(`date.legend.${mark}`)}
          </Text>
        ))}
      </Box>
    </Stack>
  );
}
