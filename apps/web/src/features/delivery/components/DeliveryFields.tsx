import { Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isOrderType, type ShipmentMode } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import type { DeliveryBarState } from '../use-delivery-bar';
import { CashProgress } from './CashProgress';
import { DeliveryDateField } from './DeliveryDateField';
import classes from '../delivery.module.css';

/**
 * The bar's choices (spec 1 §4.5): shipment mode (only with Empties Management), order type, request date
 * and cash progress, with the loading, failure and validation states.
 */
export function DeliveryFields({ bar, inline = false }: { bar: DeliveryBarState; inline?: boolean }) {
  const { t } = useTranslation('delivery');
  const translate = useMessage();
  // The bar and checkout's delivery step may both show these fields on one page.
  const shipmentModeId = useId();
  if (!bar.shipToId) return null;
  if (bar.details.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    );
  }
  if (bar.details.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {t('loadFailed')}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void bar.details.refetch()}>
          {t('retry')}
        </Button>
      </Group>
    );
  }
  const dateError =
    bar.message && bar.message !== 'Order type has to not be empty!' ? translate(bar.message) : null;
  const orderTypeError = bar.message === 'Order type has to not be empty!' ? translate(bar.message) : null;
  return (
    <Stack gap={6}>
      <div className={`${classes.fields} ${classes.field}`}>
        {bar.shipmentModes.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={shipmentModeId}>
              {t('shipmentMode.label')}
            </Text>
            <SegmentedControl
              aria-labelledby={shipmentModeId}
              value={String(bar.shipmentMode)}
              onChange={(value) => void bar.changeShipmentMode(Number(value) as ShipmentMode)}
              data={[
                { value: '0', label: t('shipmentMode.beer') },
                { value: '1', label: t('shipmentMode.empties') },
              ]}
            />
          </Stack>
        )}
        <Select
          label={t('orderType.label')}
          placeholder={t('orderType.placeholder')}
          value={bar.orderType}
          onChange={(value) => bar.changeOrderType(isOrderType(value) ? value : null)}
          data={bar.orderTypeOptions.map((option) => ({
            value: option.value,
            label: option.disabled
              ? `${t(`orderType.values.${option.value}`)} (${t('orderType.disabledHint')})`
              : t(`orderType.values.${option.value}`),
            disabled: option.disabled,
          }))}
          allowDeselect={false}
          error={orderTypeError}
          w={230}
          comboboxProps={{ withinPortal: true }}
          withScrollArea={false}
        />
        <DeliveryDateField
          shipToId={bar.shipToId}
          orderType={bar.orderType}
          value={bar.deliveryDate}
          today={bar.available?.today ?? null}
          onChange={bar.changeDate}
          error={dateError}
          inline={inline}
        />
        {bar.cart && <CashProgress total={bar.cash.total} maximum={bar.cash.maximum} />}
      </div>
      {bar.dates.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} role="alert">
          {t('date.loadFailed')}
        </Alert>
      )}
    </Stack>
  );
}
