import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { formatInputDate, type CustomerContract } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import { downloadContractFile } from '../api/contracts';
import { ContractEvaluation } from './ContractEvaluation';
import { useHl } from './use-hl';

const STANDING_COLOURS: Record<CustomerContract['standing'], string> = {
  'not-started': 'gray.7',
  'on-track': 'spinaGreen.8',
  behind: 'orange.9',
  met: 'spinaGreen.8',
  missed: 'spinaRed.8',
};

/** One contract: period, ship-tos, committed and bought volume, a progress bar, its file and its evaluation. */
export function ContractCard({ contract }: { contract: CustomerContract }) {
  const { t, i18n } = useTranslation('contracts');
  const hl = useHl();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    contract.progress_percent,
  );
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = `contract-${contract.id}`;
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadContractFile(contract);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {t('contract.number', { number: contract.number })}
          </Title>
          <Badge color={STANDING_COLOURS[contract.standing]} variant="filled" tt="none" radius="sm">
            {t(`standing.${contract.standing}`)}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
          <Fact term={t('contract.period')}>
            {t('contract.periodValue', {
              from: formatInputDate(contract.period_start),
              to: formatInputDate(contract.period_end),
            })}
          </Fact>
          <Fact term={t('contract.shipTos')}>
            {contract.ship_tos.map((shipTo) => shipTo.name).join(', ')}
          </Fact>
          <Fact term={t('contract.committed')}>{hl(contract.committed_hl)}</Fact>
          <Fact term={t('contract.actual')}>{hl(contract.actual_hl)}</Fact>
        </SimpleGrid>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {t('contract.progress')}
            </Text>
            <Text size="sm">{percent} %</Text>
          </Group>
          <Progress
            value={Math.min(100, contract.progress_percent)}
            color={STANDING_COLOURS[contract.standing]}
            size="lg"
            aria-label={t('contract.progressLabel', { percent })}
          />
        </div>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('contract.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
            aria-expanded={open}
            aria-controls={`${headingId}-evaluation`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('contract.hideEvaluation') : t('contract.showEvaluation')}
          </Button>
        </Group>
        {failed && (
          <Alert color="spinaRed" variant="light" role="alert">
            {t('contract.downloadError')}
          </Alert>
        )}
        <div id={`${headingId}-evaluation`}>
          {open && (
            <ContractEvaluation contractId={contract.id} headingId={`${headingId}-evaluation-title`} />
          )}
        </div>
      </Stack>
    </Paper>
  );
}
