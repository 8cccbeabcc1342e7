import { ActionIcon, Box, Popover, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatInputDate, parseInputDate, type OrderType } from '@spina/domain';
import { DeliveryCalendar } from './DeliveryCalendar';
import classes from '../delivery.module.css';

type DeliveryDateFieldProps = {
  shipToId: string;
  orderType: OrderType | null;
  value: string | null;
  today: string | null;
  /** Tries a date; false when it was refused (the bar then shows why). */
  onChange: (date: string | null) => Promise<boolean>;
  error: string | null;
  /** Opens the calendar below the field rather than over the page (in the phone's drawer). */
  inline?: boolean;
};

/**
 * The request date (spec 2 §5): typed as dd.MM.yyyy, or picked in the delivery calendar. A date typed
 * that the calendar does not offer is refused and the field goes back to the chosen date.
 */
export function DeliveryDateField(props: DeliveryDateFieldProps) {
  const { shipToId, orderType, value, today, onChange, error, inline = false } = props;
  const { t } = useTranslation('delivery');
  const [text, setText] = useState(value ? formatInputDate(value) : '');
  const [opened, setOpened] = useState(false);
  const calendarId = useId();
  useEffect(() => setText(value ? formatInputDate(value) : ''), [value]);

  const commit = async () => {
    const trimmed = text.trim();
    if (value && trimmed === formatInputDate(value)) return;
    // Text that is no date at all is a date the calendar does not offer (spec 1 §5).
    const date = trimmed === '' ? null : (parseInputDate(trimmed) ?? 'invalid');
    const accepted = await onChange(date);
    if (!accepted) setText(value ? formatInputDate(value) : '');
  };

  const initialMonth = (value ?? today ?? new Date().toISOString().slice(0, 10)).slice(0, 7);
  const calendar = orderType && opened && (
    <DeliveryCalendar
      shipToId={shipToId}
      orderType={orderType}
      chosen={value}
      initialMonth={initialMonth}
      onPick={(date) => {
        void onChange(date).then((accepted) => accepted && setOpened(false));
      }}
    />
  );
  const toggle = (
    <ActionIcon
      variant="subtle"
      aria-label={t('date.open')}
      aria-expanded={opened}
      aria-controls={opened ? calendarId : undefined}
      onClick={() => setOpened((open) => !open)}
      disabled={!orderType}
    >
      <IconCalendar size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <Box className={classes.field}>
      <TextInput
        label={t('date.label')}
        placeholder={t('date.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
        }}
        inputMode="numeric"
        autoComplete="off"
        error={error}
        w={170}
        rightSection={
          inline ? (
            toggle
          ) : (
            <Popover
              opened={opened}
              onChange={setOpened}
              position="bottom-end"
              trapFocus
              returnFocus
              shadow="md"
            >
              <Popover.Target>{toggle}</Popover.Target>
              <Popover.Dropdown
                id={calendarId}
                role="dialog"
                aria-label={t('date.calendar')}
                data-delivery-calendar
              >
                {calendar}
              </Popover.Dropdown>
            </Popover>
          )
        }
      />
      {inline && opened && (
        <Box id={calendarId} role="group" aria-label={t('date.calendar')} data-delivery-calendar mt="sm">
          {calendar}
        </Box>
      )}
    </Box>
  );
}
