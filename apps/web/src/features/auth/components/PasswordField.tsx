import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * A password input whose show/hide button is reachable by keyboard and says what it will do. The browser
 * fills it from the `autoComplete` purpose (current-password, new-password).
 */
export function PasswordField(props: PasswordInputProps & { autoComplete: string }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        tabIndex: 0,
        'aria-label': visible ? t('fields.hidePassword') : t('fields.showPassword'),
        'aria-pressed': visible,
      }}
    />
  );
}
