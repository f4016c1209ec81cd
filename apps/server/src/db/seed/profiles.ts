import { type AccountRole, DEMO_ACCOUNT_EMAILS } from '@careledger/shared';
import { createAccount, demoPasswordHash } from '../../modules/auth';
import type { Database } from '../client';

interface DemoAccount {
  name: string;
  phone: string;
  location: string;
  department: string;
  joinDate: string;
  stats: { key: string; value: number }[];
}

/**
 * One demo account per role, each signing in with DEMO_PASSWORD (emails in DEMO_ACCOUNT_EMAILS); people and figures
 * are sample data, role titles and permission labels come from the role (spec 000 section 6).
 */
export const DEMO_ACCOUNTS: Record<AccountRole, DemoAccount> = {
  admin: {
    name: 'Alex Morgan',
    phone: '+1 (555) 010-2001',
    location: 'Main Campus, Administration Building',
    department: 'IT & Systems',
    joinDate: '2021-03-15',
    stats: [
      { key: 'activeSessions', value: 24 },
      { key: 'registeredUsers', value: 48 },
      { key: 'securityAlerts', value: 2 },
    ],
  },
  manager: {
    name: 'Priya Shah',
    phone: '+1 (555) 010-2002',
    location: 'Central Pharmacy, Building B',
    department: 'Pharmacy & Supply',
    joinDate: '2022-01-10',
    stats: [
      { key: 'staff', value: 12 },
      { key: 'activeOrders', value: 8 },
      { key: 'pendingApprovals', value: 3 },
    ],
  },
  staff: {
    name: 'Jordan Lee',
    phone: '+1 (555) 010-2003',
    location: 'Ward 4, East Wing',
    department: 'Nursing',
    joinDate: '2023-06-01',
    stats: [
      { key: 'shiftsThisWeek', value: 5 },
      { key: 'patientsToday', value: 14 },
      { key: 'openRequests', value: 2 },
    ],
  },
  supplier: {
    name: 'Maria Gonzalez',
    phone: '+1 (555) 010-2004',
    location: 'MedSupply Co. Distribution Centre',
    department: 'External Supplier',
    joinDate: '2022-09-20',
    stats: [
      { key: 'pendingOrders', value: 5 },
      { key: 'activeProducts', value: 24 },
      { key: 'completedOrders', value: 132 },
    ],
  },
  user: {
    name: 'Sam Rivera',
    phone: '+1 (555) 010-2005',
    location: 'Maple Court Residence',
    department: 'Patient',
    joinDate: '2024-02-12',
    stats: [],
  },
};

/** Creates the demo accounts with their profiles and settings; returns each role's account id. */
export async function seedDemoAccounts(db: Database, now: Date): Promise<Record<AccountRole, string>> {
  const passwordHash = await demoPasswordHash();
  const ids = {} as Record<AccountRole, string>;
  for (const [role, { name, ...profile }] of Object.entries(DEMO_ACCOUNTS) as [AccountRole, DemoAccount][]) {
    const account = await createAccount({
      db,
      account: { name, email: DEMO_ACCOUNT_EMAILS[role], role, passwordHash, demo: true, profile },
      now,
    });
    ids[role] = account.id;
  }
  return ids;
}
