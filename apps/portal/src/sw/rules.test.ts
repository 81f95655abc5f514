import { describe, expect, it } from 'vitest';
import { buildKey, givingCacheName, isGivingChunk, isGivingEntry, isPortalNavigation } from './rules';

const origin = 'https://reach.example.org';
const u = (p: string) => new URL(p, origin);

describe('the service worker answers', () => {
  it('navigations to portal routes, never the server paths, other origins or files', () => {
    for (const p of ['/', '/upgs', '/upgs/123', '/holistic', '/sign-in', '/partner/adopt-a-upg', '/my-profile?tab=2']) {
      expect(isPortalNavigation(u(p), origin, 'navigate'), p).toBe(true);
    }
    for (const p of ['/graphql', '/files/1/large', '/files/upload', '/personal-data/export', '/auth/google/callback', '/verify/abc', '/admin', '/admin/#/users', '/giving/', '/giving/partner', '/sandbox-checkout/1', '/agreements/1/pdf', '/healthz', '/readyz', '/verify.js', '/sw.js', '/report.pdf']) {
      expect(isPortalNavigation(u(p), origin, 'navigate'), p).toBe(false);
    }
    expect(isPortalNavigation(u('/upgs'), origin, 'cors')).toBe(false);
    expect(isPortalNavigation(new URL('https://elsewhere.example/upgs'), origin, 'navigate')).toBe(false);
  });

  it("the giving remote's entry and hashed chunks, not its pages or other files", () => {
    expect(isGivingEntry(u('/giving/remoteEntry.js'), origin, 'cors')).toBe(true);
    expect(isGivingEntry(u('/giving/remoteEntry.js'), origin, 'navigate')).toBe(false);
    expect(isGivingChunk(u('/giving/js/123.abcdef12.js'), origin, 'cors')).toBe(true);
    expect(isGivingChunk(u('/giving/js/123.abcdef12.js?x=1'), origin, 'cors')).toBe(false);
    expect(isGivingChunk(u('/giving/remoteEntry.js'), origin, 'cors')).toBe(false);
    expect(isGivingChunk(u('/js/123.abcdef12.js'), origin, 'cors')).toBe(false);
    expect(isGivingChunk(u('/graphql'), origin, 'cors')).toBe(false);
    expect(isGivingChunk(u('/files/abcdef1234/large.png'), origin, 'no-cors')).toBe(false);
  });

  it("names a build's giving cache by its files and stamp", () => {
    const a = [{ url: '/index.html', revision: '1' }];
    expect(buildKey(a)).toBe(buildKey([{ url: '/index.html', revision: '1' }]));
    expect(buildKey(a)).not.toBe(buildKey([{ url: '/index.html', revision: '2' }]));
    expect(buildKey(a, 'v1')).not.toBe(buildKey(a, 'v2'));
    expect(givingCacheName('k')).toBe('reach-giving-k');
  });
});
