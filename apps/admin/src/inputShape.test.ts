import { describe, expect, it } from 'vitest';
import { shapeInput, type IntrospectedType, type TypeRef } from './inputShape';

const named = (kind: string, name: string): TypeRef => ({ kind, name });
const nonNull = (ofType: TypeRef): TypeRef => ({ kind: 'NON_NULL', ofType });
const list = (ofType: TypeRef): TypeRef => ({ kind: 'LIST', ofType });

const types: IntrospectedType[] = [
  {
    kind: 'INPUT_OBJECT',
    name: 'AgreementSectionInput',
    inputFields: [
      { name: '_id', type: named('SCALAR', 'ID') },
      { name: 'title', type: nonNull(named('SCALAR', 'String')) },
      { name: 'text', type: nonNull(named('SCALAR', 'String')) },
    ],
  },
  {
    kind: 'INPUT_OBJECT',
    name: 'Outer',
    inputFields: [
      { name: 'inner', type: named('INPUT_OBJECT', 'AgreementSectionInput') },
      { name: 'data', type: named('SCALAR', 'JSON') },
    ],
  },
];

const sections = list(nonNull(named('INPUT_OBJECT', 'AgreementSectionInput')));

describe('shapeInput', () => {
  it('keeps only the fields a list of input objects declares', () => {
    const fromServer = [
      { __typename: 'AgreementSection', _id: 's1', id: 's1', title: 'Terms', text: 'Pay back', initials: [{ partyId: 'p1' }] },
      { title: 'New', text: '' },
    ];
    expect(shapeInput(fromServer, sections, types)).toEqual([
      { _id: 's1', title: 'Terms', text: 'Pay back' },
      { title: 'New', text: '' },
    ]);
  });

  it('sends back as _id the id of an embedded record whose _id the response parser dropped', () => {
    expect(shapeInput([{ id: 's2', title: 'Kept', text: 't' }], sections, types)).toEqual([{ _id: 's2', title: 'Kept', text: 't' }]);
    expect(shapeInput({ id: 'x', inner: null }, named('INPUT_OBJECT', 'Outer'), types)).toEqual({ inner: null });
  });

  it('shapes nested input objects and strips __typename from JSON values', () => {
    const value = { inner: { _id: 'a', title: 't', text: 'x', extra: 1 }, data: { __typename: 'X', k: 1 }, other: true };
    expect(shapeInput(value, named('INPUT_OBJECT', 'Outer'), types)).toEqual({
      inner: { _id: 'a', title: 't', text: 'x' },
      data: { k: 1 },
    });
  });

  it('passes scalars, null and unknown input types through', () => {
    expect(shapeInput('x', named('SCALAR', 'String'), types)).toBe('x');
    expect(shapeInput(null, sections, types)).toBeNull();
    expect(shapeInput(125000000, nonNull(named('SCALAR', 'SafeInt')), types)).toBe(125000000);
    expect(shapeInput({ a: 1, __typename: 'T' }, named('INPUT_OBJECT', 'Missing'), types)).toEqual({ a: 1 });
  });
});
