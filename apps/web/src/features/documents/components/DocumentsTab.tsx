import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  DOCUMENTS_PAGE_SIZE,
  DOCUMENTS_ZIP_MAX,
  shipToPermissions,
  SECTIONS,
  type PortalDocument,
} from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { Pager } from '../../../components/ui/Pager';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession } from '../../auth';
import { useDocuments } from '../api/documents';
import { useDocumentDownload, useZipDownload } from '../hooks/use-document-downloads';
import { formatDate, type Column } from './columns';
import { DocumentFilters, type FilterValues } from './DocumentFilters';
import { ResponsiveTable } from './ResponsiveTable';
import { ZipBar } from './ZipBar';
import { useLatestSearchParams } from '../../../lib/latest-search-params';

const FILTER_KEYS = ['type', 'from', 'to', 'number', 'shipTo'] as const;

/**
 * My documents (spec 3 §2 "My documents", "Invoices and logistic documents"): the invoices, credit notes and
 * transport documents of the user's ship-tos with My Documents, filtered and paged in the address; each opens
 * as a PDF, and a selection downloads as one ZIP (decision 0033).
 */
export function DocumentsTab() {
  const { t, i18n } = useTranslation('documents');
  const message = useMessage();
  const { user } = useSession();
  const shipTos = (user?.permissionSchema ?? []).filter((entry) =>
    shipToPermissions(entry).includes(SECTIONS.myDocuments),
  );
  const [params, setParams] = useLatestSearchParams();
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterValues;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const type = DOCUMENT_TYPES.find((entry) => entry === values.type);
  const list = useDocuments({ ...values, type, page, pageSize: DOCUMENTS_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const single = useDocumentDownload();
  const zip = useZipDownload();

  const change = (next: Partial<FilterValues> & { page?: string }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        if (next.page === undefined) updated.delete('page');
        return updated;
      },
      { replace: true },
    );
    if (next.page === undefined) setSelected([]);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));
  const money = (document: PortalDocument) =>
    document.totalCents === null
      ? null
      : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: document.currency }).format(
          document.totalCents / 100,
        );

  const columns: Column<PortalDocument>[] = [
    {
      key: 'select',
      label: t('list.select'),
      value: () => null,
      render: (row) => (
        <Checkbox
          size="md"
          aria-label={t('list.selectOne', { number: row.number })}
          checked={selected.includes(row.id)}
          disabled={!selected.includes(row.id) && selected.length >= DOCUMENTS_ZIP_MAX}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
        />
      ),
    },
    { key: 'number', label: t('list.numberColumn'), value: (row) => row.number },
    { key: 'type', label: t('list.type'), value: (row) => t(`types.${row.type}`) },
    { key: 'date', label: t('list.date'), value: (row) => formatDate(row.date) },
    { key: 'order', label: t('list.order'), value: (row) => row.orderNumber },
    { key: 'shipTo', label: t('list.shipTo'), value: (row) => row.shipToName },
    { key: 'status', label: t('list.status'), value: (row) => t(`status.${row.processingStatus}`) },
    { key: 'total', label: t('list.total'), value: money, numeric: true },
    {
      key: 'file',
      label: t('list.file'),
      value: (row) => row.fileType.toUpperCase(),
      render: (row) => (
        <Stack gap={2} align="flex-end">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={single.pending === row.id}
            onClick={() => void single.download(row)}
            aria-label={t('list.downloadOne', { number: row.number })}
          >
            {row.fileType.toUpperCase()}
          </Button>
          {single.failed === row.id && (
            <Text size="xs" c="spinaRed.8" role="alert">
              {message(DOCUMENT_MESSAGES.downloadFailed)}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <DocumentFilters key={values.number} values={values} shipTos={shipTos} onChange={change} />
      {values.from && values.to && values.from > values.to ? (
        <Alert color="spinaRed" variant="light" role="alert">
          {t('list.periodError')}
        </Alert>
      ) : list.isPending ? (
        <Group gap="sm" role="status" py="md">
          <Loader size="sm" />
          <Text size="sm">{t('list.loading')}</Text>
        </Group>
      ) : list.isError ? (
        // The spec's rule (§8): a failed read shows no stale results, only the error and a retry.
        <LoadFailure
          text={t('list.error')}
          retry={t('statement.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<IconFileOff size={40} aria-hidden />}
          title={t('list.empty')}
          text={t('list.emptyText')}
        />
      ) : (
        // While another filter's answer comes, the last one stays in view, marked busy.
        <Stack gap="md" aria-busy={list.isPlaceholderData} data-testid="documents-list">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.showing', {
              first: (page - 1) * DOCUMENTS_PAGE_SIZE + 1,
              last: (page - 1) * DOCUMENTS_PAGE_SIZE + list.data.results.length,
              total: list.data.total,
            })}
          </Text>
          <ResponsiveTable
            columns={columns}
            rows={list.data.results}
            rowKey={(row) => row.id}
            label={t('list.label')}
          />
          <Pager
            page={page}
            totalPages={Math.ceil(list.data.total / DOCUMENTS_PAGE_SIZE)}
            onChange={(next) => change({ ...values, page: String(next) })}
            label={t('list.pages')}
          />
        </Stack>
      )}
      <ZipBar
        count={selected.length}
        download={zip.state}
        onClear={() => setSelected([])}
        onDownload={() => void zip.start(selected).then((done) => done && setSelected([]))}
        onDismiss={zip.dismiss}
      />
    </Stack>
  );
}
