import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { chosenPaymentCode, groupPaymentOptions, type PaymentOption } from '../payment-groups';

type PaymentStepProps = {
  options: readonly PaymentOption[];
  selected: string | null;
  busy: boolean;
  problem: string | null;
  onNext: (code: string) => void;
};

/**
 * Checkout's payment-terms step (spec 2 §2, §9): the terms this payer may use with their meaning, grouped 1 to
 * 6 as the spec lists them, the cart's term or the payer's default chosen; Continue stores the choice.
 */
export function PaymentStep({ options, selected, busy, problem, onNext }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const [code, setCode] = useState(() => chosenPaymentCode(options, selected));
  const groups = groupPaymentOptions(options);
  if (options.length === 0) {
    return (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('payment.none')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Radio.Group value={code} onChange={setCode} label={t('payment.label')} description={t('payment.hint')}>
        <Stack gap="sm" mt="sm">
          {groups.map((group) => (
            <Paper
              key={group.group}
              withBorder
              radius="md"
              p="sm"
              component="fieldset"
              aria-labelledby={`payment-group-${group.group}`}
              style={{ margin: 0 }}
              data-testid="payment-group"
            >
              <Title order={3} fz="sm" id={`payment-group-${group.group}`} mb="xs">
                {t(`payment.groups.${group.group}`, { defaultValue: t('payment.groups.other') })}
              </Title>
              <Stack gap={8}>
                {group.options.map((option) => (
                  <Radio
                    key={option.code}
                    value={option.code}
                    label={
                      <Group gap={6} wrap="wrap">
                        <span>{option.title}</span>
                        <Text span size="xs" c="gray.7">
                          ({option.code})
                        </Text>
                        {option.isDefault && (
                          <Badge size="xs" variant="light" color="gray">
                            {t('payment.default')}
                          </Badge>
                        )}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {problem && (
        <Alert
          color="spinaRed"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {message(problem)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => code && onNext(code)} loading={busy} disabled={!code}>
          {t('payment.next')}
        </Button>
      </Group>
    </Stack>
  );
}
