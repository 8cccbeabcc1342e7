import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sameShipTo } from '@spina/domain';
import { useShipToChoice } from '../use-ship-to-choice';
import { ShipToNotice } from './ShipToNotice';
import { ShipToOptionLabel } from './ShipToOptionLabel';
import { ShipToTrigger } from './ShipToTrigger';

/**
 * The header's ship-to selector (spec 1 §4.4): the ship-tos with Catalogue, the current one ticked. Picking
 * a suspended one shows 'ShipTo suspended - Select another ShipTo' and keeps the current one.
 */
export default function ShipToSelector() {
  const { t } = useTranslation('shipto');
  const { options, current, changing, message, change, dismiss } = useShipToChoice();
  if (options.length === 0) return null;
  const choosable = options.length > 1;
  return (
    <>
      {choosable ? (
        <Menu position="bottom-end" withinPortal width={340} shadow="md">
          <Menu.Target>
            <ShipToTrigger current={current} choosable changing={changing} />
          </Menu.Target>
          <Menu.Dropdown aria-label={t('choose')}>
            <Menu.Label>{t('choose')}</Menu.Label>
            {options.map((option) => {
              const selected = sameShipTo(option.shipToId, current?.shipToId);
              return (
                <Menu.Item
                  key={option.shipToId}
                  onClick={() => void change(option.shipToId)}
                  rightSection={selected ? <IconCheck size={16} aria-label={t('selected')} /> : null}
                  aria-current={selected ? 'true' : undefined}
                >
                  <ShipToOptionLabel option={option} />
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <ShipToTrigger current={current} choosable={false} changing={changing} />
      )}
      <ShipToNotice message={message} onClose={dismiss} />
    </>
  );
}
