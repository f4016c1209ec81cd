import { useState } from 'react';
import { useMemoryPatients } from '@/api/memory/get-memory-patients';
import { useCan, useSession } from '@/hooks/use-session';

/**
 * Whose memories the live screen shows: a patient their own; a carer (`patients.care`) the patient chosen, the
 * first of the list (the demo patient) until they choose. Null when there is none ("No user ID set").
 * `isPending` while a carer's list is still loading, so the screen does not start on nobody.
 */
export function useMemoryPatient() {
  const { session } = useSession();
  const isCarer = useCan('patients.care');
  const patients = useMemoryPatients(isCarer);
  const [chosen, setChosen] = useState<string | null>(null);
  const own = { patients: null, choose: setChosen, isPending: false };
  if (!session) return { ...own, userId: null };
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
