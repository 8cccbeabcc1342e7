import { formatDayLabel, type CalendarDayView } from '@spina/domain';
import type { TFunction } from 'i18next';

/** Why a day cannot be chosen, in words (a holiday says which one when the market's list names it). */
export function reasonText(t: TFunction<'delivery'>, day: CalendarDayView): string | null {
  if (day.available || day.reason === null) return null;
  if (day.reason === 'holiday' && day.holidayName)
    return t('reasons.holidayNamed', { name: day.holidayName });
  return t(`reasons.${day.reason}`);
}

/** The sentence the picker says about a day: available, or why not. */
export function daySentence(t: TFunction<'delivery'>, day: CalendarDayView): string {
  const date = formatDayLabel(day.date);
  const reason = reasonText(t, day);
  return reason === null ? t('date.canChoose', { date }) : t('date.cannotChoose', { date, reason });
}
