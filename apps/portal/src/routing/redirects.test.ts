import { Permissions } from '@reach/ui/permissions';
import { describe, expect, it } from 'vitest';
import { isSafePath, signedOutFallback } from './paths';
import { homePath, signedInRedirect } from './redirects';

describe('homePath', () => {
  it('lands on people groups, else training, else the partner page', () => {
    expect(homePath([Permissions.ListUserTrainingCourse, Permissions.ListUserPeopleGroup])).toBe('/upgs');
    expect(homePath([Permissions.ListUserTrainingCourse])).toBe('/training/courses');
    expect(homePath([])).toBe('/partner');
  });
});

describe('isSafePath', () => {
  it('accepts only a path on this site', () => {
    expect(isSafePath('/upgs/1')).toBe(true);
    expect(isSafePath('//evil.example/x')).toBe(false);
    expect(isSafePath('/\\evil.example')).toBe(false);
    expect(isSafePath('https://evil.example')).toBe(false);
    expect(isSafePath('')).toBe(false);
    expect(isSafePath(null)).toBe(false);
  });
});

describe('signedOutFallback', () => {
  it('keeps the path, the contact and the rest of the query', () => {
    const to = signedOutFallback('/upgs/42', '?c=abc&tab=stats&page=2');
    const q = new URLSearchParams(to.slice(2));
    expect(to.startsWith('/?')).toBe(true);
    expect(q.get('c')).toBe('abc');
    expect(q.get('p')).toBe('/upgs/42');
    expect(JSON.parse(q.get('s') ?? '{}')).toEqual({ tab: 'stats', page: '2' });
  });

  it('leaves s out when there is nothing else', () => {
    expect(signedOutFallback('/training/courses', '')).toBe('/?p=%2Ftraining%2Fcourses');
  });
});

describe('signedInRedirect', () => {
  const staff = [Permissions.ListUserPeopleGroup];

  it('goes back where a signed-out visit began, with its query', () => {
    expect(signedInRedirect(signedOutFallback('/upgs/42', '?c=abc&tab=stats').slice(1), staff)).toBe('/upgs/42?tab=stats&c=abc');
  });

  it('goes home for a missing or foreign path', () => {
    expect(signedInRedirect('', staff)).toBe('/upgs');
    expect(signedInRedirect('?p=//evil.example', [])).toBe('/partner');
    expect(signedInRedirect('?p=https://evil.example', staff)).toBe('/upgs');
  });

  it('drops a malformed s and keeps the path', () => {
    expect(signedInRedirect('?p=/upgs&s=%7Bnot-json', staff)).toBe('/upgs');
    expect(signedInRedirect('?p=/upgs&s=%5B1%2C2%5D', staff)).toBe('/upgs');
  });
});
