import { Anchor, List } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ProductDetail } from '../api/product-detail';

/** The product's files (technical sheet, label, ...), each a download link. */
export function ProductDownloads({ downloads }: { downloads: ProductDetail['downloads'] }) {
  if (downloads.length === 0) return null;
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {downloads.map((download) => (
        <List.Item key={download.url} icon={<IconDownload size={18} aria-hidden />}>
          <Anchor href={download.url} download target="_blank" rel="noopener">
            {download.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
