import { Drawer, Stack, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sameShipTo } from '@spina/domain';
import { useShipToChoice } from '../use-ship-to-choice';
import { ShipToNotice } from './ShipToNotice';
import { ShipToOptionLabel } from './ShipToOptionLabel';
import { ShipToTrigger } from './ShipToTrigger';
import classes from '../ship-to.module.css';

/**
 * The ship-to selector above the mobile bottom bar (spec 1 §2.5): shown with at least one ship-to, with an
 * arrow and a list to choose from only when there is more than one.
 */
export default function MobileShipToStrip() {
  const { t } = useTranslation('shipto');
  const { options, current, changing, message, change, dismiss } = useShipToChoice();
  const [opened, setOpened] = useState(false);
  if (options.length === 0) return null;
  const choosable = options.length > 1;
  return (
    <div className={classes.strip}>
      <ShipToTrigger
        current={current}
        choosable={choosable}
        changing={changing}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        aria-expanded={opened}
      />
      {choosable && (
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          position="bottom"
          size="auto"
          styles={{ content: { height: 'auto', maxHeight: '80dvh' } }}
          title={t('choose')}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <Stack gap={4} pb="md">
            {options.map((option) => {
              const selected = sameShipTo(option.shipToId, current?.shipToId);
              return (
                <UnstyledButton
                  key={option.shipToId}
                  p="sm"
                  bg={selected ? 'gray.1' : undefined}
                  style={{ borderRadius: 8, display: 'flex', justifyContent: 'space-between', gap: 8 }}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    setOpened(false);
                    void change(option.shipToId);
                  }}
                >
                  <ShipToOptionLabel option={option} />
                  {selected && <IconCheck size={18} aria-label={t('selected')} />}
                </UnstyledButton>
              );
            })}
          </Stack>
        </Drawer>
      )}
      <ShipToNotice message={message} onClose={dismiss} />
    </div>
  );
}
