import { describe, expect, it } from 'vitest';
import { isPublicPath, safeNextPath } from './routes';

describe('where a visitor may go', () => {
  it('knows the screens open without a session', () => {
    expect(['/', '/marketplace', '/marketplace/', '/sign-in', '/setup', '/invite'].every(isPublicPath)).toBe(
      true,
    );
    expect(['/inventory', '/profile', '/admin/users', '/supplier', '/marketplacex'].some(isPublicPath)).toBe(
      false,
    );
  });

  it('goes back after sign-in only to a path of this site', () => {
    expect(safeNextPath('/inventory?tab=supplies')).toBe('/inventory?tab=supplies');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'inventory',
      '/sign-in',
      '/setup?x=1',
      '/a\u0000b',
    ]) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
