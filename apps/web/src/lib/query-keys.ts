import type {
  BodyPart,
  MedicineListQuery,
  OrderListQuery,
  PredictionTimeframe,
  RfidSuppliesQuery,
  RfidTagsQuery,
  SuppliesQuery,
} from '@careledger/shared';
import type { ProductQuery } from '@/api/marketplace/product-query';

const inventoryRoot = ['inventory'] as const;
const rfidRoot = [...inventoryRoot, 'rfid'] as const;
const medicineRoot = [...inventoryRoot, 'medicine'] as const;
const marketplaceRoot = ['marketplace'] as const;
const profileRoot = ['profile'] as const;
const adminRoot = ['admin'] as const;
const predictionsRoot = ['predictions'] as const;
const memoryRoot = ['memory'] as const;
const skinRoot = ['skin-analysis'] as const;

/**
 * Every query key of the web app. Where a key sits decides what reloads it:
 * - Every query that shows inventory data (items, stock, lots, alerts, purchase orders, suppliers, the RFID
 *   views of the items and their tags, the home page's dashboard) sits under ['inventory'], so one
 *   invalidation after any inventory change (useInvalidateInventory) reloads every view of it.
 * - Everything read from the marketplace's chain index sits under ['marketplace']: a confirmed wallet
 *   transaction invalidates that root (useContractTransaction).
 */
export const queryKeys = {
  /** The signed-in account (null when signed out); a 401 anywhere sets it to null. */
  session: () => ['session'] as const,
  authStatus: () => ['auth-status'] as const,
  /** The signed-in account's wallets linked by a Sign-In with Ethereum signature. */
  linkedWallets: () => ['linked-wallets'] as const,
  /** The signed-in account's own sessions and sign-in attempts. */
  account: {
    sessions: () => ['account', 'sessions'] as const,
    loginHistory: () => ['account', 'login-history'] as const,
  },
  /** Administration: any change to an account, session or token reloads all of it (sessions end with a role). */
  admin: {
    all: adminRoot,
    users: () => [...adminRoot, 'users'] as const,
    sessions: () => [...adminRoot, 'sessions'] as const,
    audit: (page: number) => [...adminRoot, 'audit', page] as const,
    tokens: () => [...adminRoot, 'tokens'] as const,
  },
  inventory: {
    all: inventoryRoot,
    summary: () => [...inventoryRoot, 'summary'] as const,
    supplies: (query: SuppliesQuery) => [...inventoryRoot, 'supplies', query] as const,
    item: (itemId: number) => [...inventoryRoot, 'item', itemId] as const,
    stockCard: (itemId: number, page: number) => [...inventoryRoot, 'stock-card', itemId, page] as const,
    alerts: () => [...inventoryRoot, 'alerts'] as const,
    purchaseOrders: () => [...inventoryRoot, 'purchase-orders'] as const,
    suppliers: () => [...inventoryRoot, 'suppliers'] as const,
    /** The home page's dashboard: stock, alerts and recent chain activity. */
    dashboard: () => [...inventoryRoot, 'dashboard'] as const,
  },
  /** RFID changes reload the RFID screen only; inventory changes reload it too. */
  rfid: {
    all: rfidRoot,
    statistics: () => [...rfidRoot, 'statistics'] as const,
    tags: (query: RfidTagsQuery) => [...rfidRoot, 'tags', query] as const,
    supplies: (query: RfidSuppliesQuery) => [...rfidRoot, 'supplies', query] as const,
    analytics: () => [...rfidRoot, 'analytics'] as const,
  },
  /**
   * The medicine assistant: medicines are inventory items (their stock is the ledger's), so the root sits under
   * the inventory's; a recommendation or a restocking change reloads it.
   */
  medicine: {
    all: medicineRoot,
    list: (query: MedicineListQuery) => [...medicineRoot, 'list', query] as const,
    restockingRequests: () => [...medicineRoot, 'restocking-requests'] as const,
  },
  /** Restocking forecasts: a run replaces the latest run of its timeframe and changes the settings it used. */
  predictions: {
    all: predictionsRoot,
    latest: (timeframe: PredictionTimeframe) => [...predictionsRoot, 'latest', timeframe] as const,
    item: (itemId: number) => [...predictionsRoot, 'item', itemId] as const,
    settings: () => [...predictionsRoot, 'settings'] as const,
  },
  /**
   * The memory companion: only the patients a carer may act for are cached; a patient's conversation, tasks and
   * report are the screen's own state, as the demo (which has no server) holds them the same way.
   */
  memory: {
    all: memoryRoot,
    patients: () => [...memoryRoot, 'patients'] as const,
  },
  /**
   * Skin analysis: the patients one may analyse for, and a patient's history. A new analysis or a delete
   * reloads every history list of that patient (`history(userId)`), whichever body part it shows.
   */
  skin: {
    all: skinRoot,
    patients: () => [...skinRoot, 'patients'] as const,
    history: (userId: string, bodyPart?: BodyPart) =>
      bodyPart === undefined
        ? ([...skinRoot, 'history', userId] as const)
        : ([...skinRoot, 'history', userId, bodyPart] as const),
  },
  marketplace: {
    all: marketplaceRoot,
    /** The chain's head and indexed blocks move with every transaction too. */
    chain: () => [...marketplaceRoot, 'chain'] as const,
    products: (query: ProductQuery) => [...marketplaceRoot, 'products', query] as const,
    stats: () => [...marketplaceRoot, 'stats'] as const,
    sellerStats: (seller: string) => [...marketplaceRoot, 'seller-stats', seller] as const,
    orders: (query: OrderListQuery) => [...marketplaceRoot, 'orders', query] as const,
  },
  notifications: () => ['notifications'] as const,
  profile: () => profileRoot,
  profileActivity: () => [...profileRoot, 'activity'] as const,
  settings: () => ['settings'] as const,
};
