import { type AccountRole, ROLE_PERMISSIONS, type Session } from '@careledger/shared';

/** A signed-in session of a role, as GET /api/auth/session answers it. */
export function sessionFor(role: AccountRole, overrides: Partial<Session['account']> = {}): Session {
  return {
    account: {
      id: `00000000-0000-4000-8000-00000000000${role.length}`,
      name: `Test ${role}`,
      email: `${role}@careledger.test`,
      role,
      demo: false,
      twoFactor: false,
      ...overrides,
    },
    permissions: [...ROLE_PERMISSIONS[role]],
    expiresAt: '2030-01-01T00:00:00.000Z',
    idleTimeoutMinutes: null,
  };
}
