import { describe, expect, it } from 'vitest';
import { checkedUrl, formFields, newId, s3KeyFor } from './upload';
import { withWindow } from './testing';

describe('upload', () => {
  it('reads the signed fields in every shape the schema allows, in order', () => {
    expect(formFields({ key: 'f/1/a.png', policy: 'p' })).toEqual([
      ['key', 'f/1/a.png'],
      ['policy', 'p'],
    ]);
    expect(formFields('{"key":"k","x-amz-signature":"s"}')).toEqual([
      ['key', 'k'],
      ['x-amz-signature', 's'],
    ]);
    expect(formFields([{ name: 'key', value: 'k' }, ['policy', 'p']])).toEqual([
      ['key', 'k'],
      ['policy', 'p'],
    ]);
    expect(formFields('not json')).toEqual([]);
    expect(formFields(null)).toEqual([]);
  });

  it('asks for a safe key', () => {
    expect(s3KeyFor('My photo (1).JPG')).toBe('My-photo-1-.JPG');
    expect(s3KeyFor('../../etc/passwd')).toBe('..-..-etc-passwd');
    expect(s3KeyFor('日本')).toBe('file');
    expect(s3KeyFor(`${'a'.repeat(300)}.png`).length).toBe(120);
  });

  it('posts only to http(s)', () => {
    withWindow();
    expect(checkedUrl('/uploads')?.href).toBe('https://reach.example/uploads');
    expect(checkedUrl('javascript:alert(1)')).toBeNull();
    expect(checkedUrl('')).toBeNull();
  });

  it('makes version 4 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(newId());
  });
});
