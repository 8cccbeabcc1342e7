import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatusPage } from '../../../components/ui/StatusPage';

/**
 * Shown when a page fails to render or its code cannot be loaded (spec 3 §8 "chunk load failure"): after a
 * new deployment or a lost connection; reloading fetches the current code.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      title={t('pages.error.title')}
      text={t('pages.error.text')}
      action={{ label: t('pages.error.reload'), onClick: () => window.location.reload() }}
      color="red"
    />
  );
}

/** Catches a failing page so the portal frame stays usable; give it a `key` per address to reset it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
