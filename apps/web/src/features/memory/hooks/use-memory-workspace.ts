import { MEMORY_REPORT_DEFAULT_DAYS, type MemoryReport } from '@careledger/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MemoryBackend } from '../lib/memory-backend';
import { playAudio } from '../lib/play-audio';
import { useConversation } from './use-conversation';
import { useMemoryRun } from './use-memory-run';
import { useMemoryTasks } from './use-memory-tasks';

/**
 * Everything the four tabs share for one patient, against either backend: the conversation, tasks and report
 * (loaded on start, spec 001 section 7), the one loading flag and error, and whether the backend is connected.
 * The screen mounts it once per patient, so a change of patient starts afresh.
 */
export function useMemoryWorkspace(backend: MemoryBackend, userId: string | null, isConnected: boolean) {
  const { isLoading, error, run } = useMemoryRun(userId);
  const [report, setReport] = useState<MemoryReport | null>(null);

  const loadReport = useCallback(
    async (patientId: string) => setReport(await backend.report(patientId, MEMORY_REPORT_DEFAULT_DAYS)),
    [backend],
  );
  const { setEntries, ...conversation } = useConversation(backend, run, loadReport);
  const { setTasks, ...tasks } = useMemoryTasks(backend, run);

  useEffect(() => {
    if (!userId) return;
    void run((patientId) =>
      Promise.all([
        // An image can be sent while the history loads (its button waits only for the connection): keep what
        // was added meanwhile after what was loaded.
        backend
          .history(patientId)
          .then((loaded) =>
            setEntries((shown) => [
              ...loaded,
              ...shown.filter((entry) => !loaded.some((old) => old.id === entry.id)),
            ]),
          ),
        backend.tasks(patientId).then(setTasks),
        loadReport(patientId),
      ]),
    );
  }, [backend, userId, run, setEntries, setTasks, loadReport]);

  const ask = useCallback(
    (question: string) => run((patientId) => backend.query(patientId, question)),
    [backend, run],
  );

  const canSpeak = backend.speak !== undefined;
  const readAloud = useMemo(() => {
    if (!canSpeak) return undefined;
    return (text: string) =>
      run(async () => {
        const audio = await backend.speak?.(text);
        if (audio) await playAudio(audio);
      });
  }, [backend, canSpeak, run]);

  return {
    mode: backend.mode,
    isConnected,
    isLoading,
    error,
    report,
    ...conversation,
    ...tasks,
    ask,
    /** Absent where the backend cannot speak (the demo). */
    readAloud,
  };
}

export type MemoryWorkspace = ReturnType<typeof useMemoryWorkspace>;
