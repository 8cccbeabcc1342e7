import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PairingResult } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useAccess } from '../../auth';
import { productPath } from '../../catalogue';
import { pairingDay, useChoiceText } from '../choice-text';

/** A configuration's beers, best first: picture, name, brand, style, taste and the answers each suits. */
export function PairingResults({ result, title }: { result: PairingResult; title: string }) {
  const { t } = useTranslation('food-pairing');
  const { catalogue } = useAccess();
  const choiceText = useChoiceText();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pairing-results">
      <Title order={2} fz="xl" id="pairing-results">
        {title}
      </Title>
      <Text size="sm">
        {t('results.madeOn', { date: pairingDay(result.createdAt), summary: choiceText(result.choice) })}
      </Text>
      {result.suggestions.length === 0 ? (
        <Text>{t('results.none')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {result.suggestions.map((beer) => (
            <Card component="li" key={beer.sku} withBorder radius="md" padding="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Image src={beer.imageUrl} alt="" w={64} h={84} fit="contain" loading="lazy" />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Title order={3} fz="md">
                    {beer.name}
                  </Title>
                  {beer.brandName && (
                    <Text size="sm" c="gray.7">
                      {beer.brandName}
                    </Text>
                  )}
                  <Group gap={6}>
                    <Badge variant="outline" color="spinaGreen.8" tt="none" fw={500}>
                      {t(`family.${beer.family}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">{t('results.style', { style: beer.beerType })}</Text>
                  {beer.taste && <Text size="sm">{beer.taste}</Text>}
                  <Text size="xs" c="gray.7">
                    {t('results.matched', { answers: choiceText(result.choice, beer.matchedOn) })}
                  </Text>
                  {catalogue && (
                    <Anchor component={Link} to={productPath(beer.sku)} size="sm" fw={600}>
                      {t('results.view', { name: beer.name })}
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
