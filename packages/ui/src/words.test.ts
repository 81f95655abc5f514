import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { peopleGroupName, roleName, roleNames, ROLE_NAMES } from './words';

describe('roles read as words, never as slugs', () => {
  it('names every role of the policies', () => {
    expect(roleName('regional-coordinator')).toBe('Regional Coordinator');
    expect(roleName('field-worker')).toBe('Field Worker');
    expect(roleName('admin')).toBe('Administrator');
    expect(Object.keys(ROLE_NAMES)).toEqual(['admin', 'staff', 'regional-coordinator', 'field-worker', 'trainer', 'partner']);
    for (const name of Object.values(ROLE_NAMES)) expect(name).not.toMatch(/-/);
  });

  it('are the names the server gives them (auth.RoleLabels: invites, mail)', () => {
    const go = readFileSync(path.resolve(__dirname, '../../../backend/internal/auth/enforcer.go'), 'utf8');
    const slugs = Object.fromEntries([...go.matchAll(/^\s*(Role\w+)\s*=\s*"([^"]+)"/gm)].map((m) => [m[1], m[2]]));
    const labels = Object.fromEntries([...go.matchAll(/^\s*(Role\w+):\s*"([^"]+)",/gm)].map((m) => [slugs[m[1]], m[2]]));
    expect(Object.keys(labels)).toHaveLength(6);
    expect(labels).toEqual(ROLE_NAMES);
  });

  it('makes an unknown role readable and lists a user’s roles in the policies’ order', () => {
    expect(roleName('project-sponsor')).toBe('Project Sponsor');
    expect(roleName('')).toBe('');
    expect(roleNames(['partner', 'regional-coordinator', 'staff'])).toBe('Staff, Regional Coordinator, Partner');
    expect(roleNames([])).toBe('');
    expect(roleNames(null)).toBe('');
  });
});

describe('a people group reads "{name} - {country}" everywhere', () => {
  it('as spec/03 writes the breadcrumb', () => {
    expect(peopleGroupName({ nameAcrossCountries: 'Bengali Muslim', nameInCountry: 'Bengali', country: 'Bangladesh' })).toBe('Bengali Muslim - Bangladesh');
  });

  it('falls back to what there is', () => {
    expect(peopleGroupName({ nameAcrossCountries: 'Bengali Muslim', country: null })).toBe('Bengali Muslim');
    expect(peopleGroupName({ nameInCountry: 'Bengali', country: 'Bangladesh' })).toBe('Bengali - Bangladesh');
    expect(peopleGroupName(null)).toBe('');
  });
});
