import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ArticleSummary } from '@spina/domain';
import { Link } from 'react-router';
import { articleHref } from '../links';
import classes from '../news.module.css';
import { ArticleMeta } from './ArticleMeta';
import { ArticlePicture } from './ArticlePicture';

/**
 * An article of a list: picture, day, title linking to the article, summary and tags. The whole card answers a
 * click; the title's link is its one stop for the keyboard. `first` marks the first card of the screen, whose
 * picture loads at once.
 */
export function ArticleCard({
  article,
  first = false,
  titleOrder = 2,
}: {
  article: ArticleSummary;
  first?: boolean;
  titleOrder?: 2 | 3;
}) {
  return (
    <Card component="article" withBorder radius="md" padding={0} className={classes.card}>
      <ArticlePicture image={article.image} first={first} />
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <ArticleMeta article={article} />
        <Title order={titleOrder} fz="lg" lh={1.3}>
          <Link to={articleHref(article.path)} className={classes.cardLink}>
            {article.title}
          </Link>
        </Title>
        <Text size="sm" lineClamp={3}>
          {article.summary}
        </Text>
        {article.tags.length > 0 && (
          <Group gap={6} mt="auto" pt="xs">
            {article.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="spinaGreen.8" tt="none" radius="sm" fw={500}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A card's placeholder of the same size while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} className={classes.card}>
      <Skeleton className={classes.picture} radius={0} />
      <Stack gap="xs" p="md">
        <Skeleton height={14} width="40%" />
        <Skeleton height={20} width="90%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <Group gap={6} pt="xs">
          <Skeleton height={20} width={64} />
          <Skeleton height={20} width={80} />
        </Group>
      </Stack>
    </Card>
  );
}
