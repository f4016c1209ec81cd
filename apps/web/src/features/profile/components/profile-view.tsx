import { Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { LoginHistoryCard } from '@/components/account-security/login-history-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { ProfileActivityList } from './profile-activity-list';
import { ProfileForm } from './profile-form';
import { ProfileOverview } from './profile-overview';
import { ProfileSecurity } from './profile-security';

const TABS = ['overview', 'settings', 'security', 'activity'] as const;

export function ProfileView() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const [tab, setTab] = useState<string>('overview');

  const startEditing = () => {
    setIsEditing(true);
    setTab('settings');
  };
  const toggle = isEditing ? (
    <Button variant="secondary" data-testid="profile-edit-toggle" onClick={() => setIsEditing(false)}>
      <X aria-hidden="true" className="size-4" />
      {t('profile.cancel')}
    </Button>
  ) : (
    <Button data-testid="profile-edit-toggle" onClick={startEditing} disabled={!profile}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('profile.edit')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} actions={toggle} />
      {isPending ? <Spinner label={t('common.loading')} /> : null}
      {isError ? (
        <ErrorState
          message={`${t('profile.loadError')} ${errorMessage(error)}`}
          retryLabel={t('common.retry')}
          onRetry={() => refetch()}
        />
      ) : null}
      {profile ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('profile.tabs.label')}>
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`profile.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <ProfileOverview profile={profile} />
          </TabsContent>
          <TabsContent value="settings">
            <ProfileForm
              key={isEditing ? 'editing' : 'viewing'}
              profile={profile}
              isEditing={isEditing}
              onDone={() => setIsEditing(false)}
            />
          </TabsContent>
          <TabsContent value="security">
            <ProfileSecurity />
          </TabsContent>
          <TabsContent value="activity">
            <div className="space-y-6">
              <ProfileActivityList />
              <LoginHistoryCard />
            </div>
          </TabsContent>
        </Tabs>
      ) : null}
    </>
  );
}
