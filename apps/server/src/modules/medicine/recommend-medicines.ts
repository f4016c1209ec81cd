import type { RecommendResponse } from '@careledger/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicineAnswers, restockingRequests } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { loadRestockingRequests } from './load-restocking-requests';
import { loadStockedMedicines } from './load-stocked-medicines';
import { raiseRestockingRequests } from './raise-restocking-requests';
import { adviseOnSymptoms } from './recommend';

/**
 * POST /api/medicine/recommend: reads the symptoms against the medicines in stock (the pure recommender), then
 * in one transaction stores the answer with who asked and, when asked to, raises a restocking request for each
 * recommended medicine at or below its threshold that has none open. Answers with the requests it raised.
 * `userId`, when sent, must be the signed-in account's (403 otherwise): nobody asks in another's name.
 */
export async function recommendMedicines({
  db,
  accountId,
  userId,
  symptoms,
  includeRestocking,
}: {
  db: Database;
  accountId: string;
  userId?: string | undefined;
  symptoms: string;
  includeRestocking: boolean;
}): Promise<RecommendResponse> {
  if (userId !== undefined && userId !== accountId) throw forbidden('recommendOwnAccount');
  const medicines = await loadStockedMedicines({ db });
  const { restockCandidates, ...advice } = adviseOnSymptoms({ text: symptoms, medicines });
  return inTransaction({ db }, async (tx) => {
    const [answer] = await tx
      .insert(medicineAnswers)
      .values({ accountId, symptoms, urgentReferral: advice.urgentReferral, answer: advice })
      .returning({ id: medicineAnswers.id, createdAt: medicineAnswers.createdAt });
    if (!answer) throw new Error('storing a medicine answer returned no row');
    const raised = includeRestocking
      ? await raiseRestockingRequests({ db: tx, itemIds: restockCandidates, accountId, answerId: answer.id })
      : [];
    return {
      ...advice,
      answerId: answer.id,
      createdAt: answer.createdAt.toISOString(),
      restockingRequests:
        raised.length === 0
          ? []
          : await loadRestockingRequests({ db: tx, where: inArray(restockingRequests.id, raised) }),
    };
  });
}
