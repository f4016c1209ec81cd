import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Toaster } from '@/components/ui/toast/toaster';
import { useAfterFirstScreen } from '@/lib/first-screen';
import { queryClient } from '@/lib/query-client';
import { PreferencesSync } from './preferences-sync';

// Both talk to the API (and so need the response schemas): they load once the first screen is on the page.
const SettingsSync = lazy(() => import('./settings-sync'));
const NotificationStream = lazy(() => import('./notification-stream'));

function StartupFallback() {
  // Translations may still be loading here, so this fallback has no text of its own.
  return <div className="min-h-screen bg-slate-50 dark:bg-slate-950" />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const isAfterFirstScreen = useAfterFirstScreen();
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<StartupFallback />}>
        <PreferencesSync />
        {isAfterFirstScreen ? (
          <Suspense fallback={null}>
            <SettingsSync />
            <NotificationStream />
          </Suspense>
        ) : null}
        {children}
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
