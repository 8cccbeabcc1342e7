import { Box, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../checkout.module.css';

/** The steps of checkout (spec 2 §2): check contents, delivery, payment terms, then the recap. */
export const CHECKOUT_STEPS = ['contents', 'delivery', 'payment', 'recap'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

type CheckoutStepperProps = {
  current: CheckoutStep;
  /** The furthest step the buyer has reached; steps up to it may be opened again. */
  reached: CheckoutStep;
  onGo: (step: CheckoutStep) => void;
};

/**
 * The visible stepper of checkout: an ordered list of buttons, the current step marked with aria-current,
 * steps already reached open again with a click or the keyboard, steps ahead not yet offered.
 */
export function CheckoutStepper({ current, reached, onGo }: CheckoutStepperProps) {
  const { t } = useTranslation('checkout');
  const reachedIndex = CHECKOUT_STEPS.indexOf(reached);
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <Box component="nav" aria-label={t('stepper.label')}>
      <ol className={classes.stepper}>
        {CHECKOUT_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = index < currentIndex;
          const open = index <= reachedIndex && !isCurrent;
          return (
            <li
              key={step}
              className={classes.step}
              data-state={isCurrent ? 'current' : done ? 'done' : 'todo'}
            >
              <UnstyledButton
                className={classes.stepButton}
                aria-current={isCurrent ? 'step' : undefined}
                disabled={!open && !isCurrent}
                onClick={() => open && onGo(step)}
                aria-label={t('stepper.stepName', {
                  number: index + 1,
                  name: t(`steps.${step}`),
                  state: t(isCurrent ? 'stepper.current' : done ? 'stepper.done' : 'stepper.todo'),
                })}
              >
                {/* The number is drawn by CSS: written in the button, it made the visible words '3Payment terms',
                    which the button's name does not contain (WCAG 2.5.3, label in name). */}
                <span className={classes.stepNumber} data-number={done ? undefined : index + 1} aria-hidden>
                  {done && <IconCheck size={14} />}
                </span>
                <span className={classes.stepLabel} aria-hidden>
                  {t(`steps.${step}`)}
                </span>
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
