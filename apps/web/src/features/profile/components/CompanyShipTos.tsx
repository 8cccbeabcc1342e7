import { Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { SoldToShipTo } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import { useMobileLayout } from '../../../lib/breakpoints';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  const suspended = status.trim().toUpperCase() === 'SUSPENDED';
  return (
    <Badge color={suspended ? 'spinaRed' : 'spinaGreen'} variant="light" autoContrast>
      {t(`company.status.${status.trim().toUpperCase()}`, { defaultValue: status })}
    </Badge>
  );
}

function ShipToTable({ shipTos, caption }: { shipTos: SoldToShipTo[]; caption: string }) {
  const { t } = useTranslation('profile');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid="company-ship-tos">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('company.sapId')}</Table.Th>
            <Table.Th scope="col">{t('company.shipToName')}</Table.Th>
            <Table.Th scope="col">{t('company.shipToAddress')}</Table.Th>
            <Table.Th scope="col">{t('company.shipToType')}</Table.Th>
            <Table.Th scope="col">{t('company.shipToStatus')}</Table.Th>
            <Table.Th scope="col">{t('company.shipToRole')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipTos.map((shipTo) => (
            <Table.Tr key={shipTo.sapId}>
              <Table.Td>{shipTo.sapId}</Table.Td>
              <Table.Th scope="row">{shipTo.name}</Table.Th>
              <Table.Td>{shipTo.address}</Table.Td>
              <Table.Td>{shipTo.customerType}</Table.Td>
              <Table.Td>
                <StatusBadge status={shipTo.status} />
              </Table.Td>
              <Table.Td>{shipTo.role}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ShipToCards({ shipTos, caption }: { shipTos: SoldToShipTo[]; caption: string }) {
  const { t } = useTranslation('profile');
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
      {shipTos.map((shipTo) => (
        <Paper component="li" key={shipTo.sapId} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Text fw={700}>{shipTo.name}</Text>
            <SimpleGrid component="dl" cols={2} spacing="xs" m={0}>
              <Fact term={t('company.sapId')}>{shipTo.sapId}</Fact>
              <Fact term={t('company.shipToStatus')}>
                <StatusBadge status={shipTo.status} />
              </Fact>
              <Fact term={t('company.shipToType')}>{shipTo.customerType}</Fact>
              <Fact term={t('company.shipToRole')}>{shipTo.role}</Fact>
            </SimpleGrid>
            <Text size="sm">{shipTo.address}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The company's ship-tos the user works for (spec 3 §3 "Company": SAP id and type), as cards on a phone. */
export function CompanyShipTos({ shipTos, company }: { shipTos: SoldToShipTo[]; company: string }) {
  const { t } = useTranslation('profile');
  const narrow = useMobileLayout();
  if (shipTos.length === 0) return <Text size="sm">{t('company.noShipTos')}</Text>;
  const caption = t('company.shipTosCaption', { company });
  return narrow ? (
    <ShipToCards shipTos={shipTos} caption={caption} />
  ) : (
    <ShipToTable shipTos={shipTos} caption={caption} />
  );
}
