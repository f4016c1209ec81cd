import type { RecommendResponse, StockStatus } from '@careledger/shared';
import type { MedicineProfile } from '../catalogue';

/** A medicine as the recommender sees it: the inventory item, its stock from the ledger, its clinical profile. */
export interface StockedMedicine {
  itemId: number;
  name: string;
  price: number;
  stock: number;
  stockStatus: StockStatus;
  threshold: number;
  unit: string;
  profile: MedicineProfile;
}

/** Everything of the answer that does not need the database: the route adds the id, the time and the requests. */
export type MedicineAdvice = Omit<RecommendResponse, 'answerId' | 'restockingRequests' | 'createdAt'> & {
  /** Item ids of recommended medicines at or below their threshold: each should have one open restocking request. */
  restockCandidates: number[];
};
