import { useState } from 'react';
import { useSkinPatients } from '@/api/skin-analysis/get-skin-patients';
import { useCan, useSession } from '@/hooks/use-session';

/**
 * Whose skin the screen analyses: a patient their own; a carer (`patients.care`) the patient chosen, the first
 * of the list (the demo patient) until they choose. Null when there is none. `isPending` while a carer's list
 * (or the session) is still loading, so the screen does not start on nobody.
 */
export function useSkinPatient() {
  const { session, isLoading } = useSession();
  const isCarer = useCan('patients.care');
  const patients = useSkinPatients(isCarer);
  const [chosen, setChosen] = useState<string | null>(null);
  const own = { patients: null, choose: setChosen, isPending: false };
  if (!session) return { ...own, userId: null, isPending: isLoading };
  if (!isCarer) return { ...own, userId: session.account.id };
  const list = patients.data ?? [];
  const userId = list.some((patient) => patient.id === chosen) ? chosen : (list[0]?.id ?? null);
  return {
    userId,
    patients: patients.isSuccess ? list : null,
    choose: setChosen,
    isPending: patients.isPending,
  };
}
