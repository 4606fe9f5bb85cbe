import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LinesSkeleton } from '@/components/loading-skeletons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useWebSettings } from '../api/use-web-settings';
import { WebSettingsForm } from './web-settings-form';

export function WebSettingsPage() {
  const settings = useWebSettings();
  useLoadErrorToast(settings.error, 'Failed to load web settings', { ignoreNotFound: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Web Settings"
        description="Title, navigation, search and sharing, template and legal pages."
      />
      {settings.isPending ? (
        <LinesSkeleton label="Loading web settings" />
      ) : settings.isError ? (
        <EmptyState
          icon={RefreshCw}
          title="Web settings could not be loaded"
          description="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => settings.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <WebSettingsForm record={settings.data} />
      )}
    </div>
  );
}
