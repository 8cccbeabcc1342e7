import { formatInputDate, localDate, type PairingChoice } from '@spina/domain';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The configurator's questions in their order. */
export const PAIRING_QUESTIONS = ['dish', 'cuisine', 'occasion', 'flavour'] as const satisfies ReadonlyArray<
  keyof PairingChoice
>;

/** A configuration's day, dd.MM.yyyy (spec 3 §9). */
export const pairingDay = (instant: string) => formatInputDate(localDate(new Date(instant), 'Europe/Rome'));

/** The words of a configuration's answers: all of them, or those of the questions named. */
export function useChoiceText() {
  const { t } = useTranslation('food-pairing');
  return (choice: PairingChoice, questions: ReadonlyArray<keyof PairingChoice> = PAIRING_QUESTIONS) =>
    questions.map((question) => t(`${question}.${choice[question]}`)).join(', ');
}
