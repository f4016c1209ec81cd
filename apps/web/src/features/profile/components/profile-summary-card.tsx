import type { Profile } from '@careledger/shared';
import { Calendar, Mail, MapPin, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { ProfileDetail } from './profile-detail';

export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card aria-labelledby="profile-name" className="p-6">
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-teal-700 text-3xl font-bold text-white dark:bg-teal-400 dark:text-slate-950"
        >
          {profile.avatarLetter}
        </span>
        <h2 id="profile-name" className="mt-4 text-xl font-semibold text-slate-900 dark:text-slate-50">
          {profile.name}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t(`roles.${profile.role}`)}</p>
        <Badge tone="brand" className="mt-2">
          {profile.department}
        </Badge>
      </div>
      <dl className="mt-6 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        <ProfileDetail icon={Mail} label={t('profile.fields.email')} value={profile.email} />
        <ProfileDetail
          icon={Phone}
          label={t('profile.fields.phone')}
          value={profile.phone || t('common.notSet')}
        />
        <ProfileDetail
          icon={MapPin}
          label={t('profile.fields.location')}
          value={profile.location || t('common.notSet')}
        />
        <ProfileDetail
          icon={Calendar}
          label={t('profile.fields.joined')}
          value={format.date(profile.joinDate, 'date')}
        />
      </dl>
    </Card>
  );
}
