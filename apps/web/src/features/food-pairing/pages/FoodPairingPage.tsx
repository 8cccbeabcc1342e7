import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PairingChoice, PairingHistory } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/FormAlert';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { usePageTitle } from '../../../lib/page-title';
import { useConfigurePairing, usePairingHistory } from '../api/food-pairing';
import { PairingForm } from '../components/PairingForm';
import { PairingHistoryList } from '../components/PairingHistoryList';
import { PairingResults } from '../components/PairingResults';

/** The answers a first visit starts from. */
const FIRST_CHOICE: PairingChoice = {
  dish: 'pizza',
  cuisine: 'italian',
  occasion: 'aperitivo',
  flavour: 'light-crisp',
};

function Configurator({ history }: { history: PairingHistory }) {
  const { t } = useTranslation('food-pairing');
  const configure = useConfigurePairing();
  const [choice, setChoice] = useState<PairingChoice>(history.last?.choice ?? FIRST_CHOICE);
  // A pairing made on this visit is "your beers"; one from an earlier visit is "your last pairing".
  const [madeHere, setMadeHere] = useState(false);
  const submit = () => configure.mutate(choice, { onSuccess: () => setMadeHere(true) });
  return (
    <Stack gap="xl">
      <PairingForm choice={choice} onChange={setChoice} onSubmit={submit} pending={configure.isPending} />
      {configure.isError && <FormAlert>{t('failed')}</FormAlert>}
      {history.last && (
        <PairingResults
          result={history.last}
          title={madeHere ? t('results.title') : t('results.lastTitle')}
        />
      )}
      <PairingHistoryList
        previous={history.previous}
        onUse={(previous) => {
          setChoice(previous);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </Stack>
  );
}

/**
 * /foodparing/configurator (spec 1 §2.2 foodParingConfigurator, login): the user picks a dish, a cuisine, an
 * occasion and a flavour and gets the catalogue's beers that suit them; the configuration is stored, so the
 * last pairing shows again on the next visit, with the previous ones below.
 */
export default function FoodPairingPage() {
  const { t } = useTranslation('food-pairing');
  const history = usePairingHistory();
  usePageTitle(t('title'));
  let content;
  if (history.isPending)
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={200} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  else if (history.isError)
    content = <LoadFailure text={t('error')} retry={t('retry')} onRetry={() => void history.refetch()} />;
  else content = <Configurator history={history.data} />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text>{t('intro')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
