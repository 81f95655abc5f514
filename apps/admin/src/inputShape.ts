// What the data provider sends as a mutation's arguments, shaped by the schema.
//
// react-admin hands create and update the whole record. An embedded list such as an agreement's
// sections comes back from the server with fields its input type does not take (a section's id
// and initials, a party's signature, Apollo's __typename); GraphQL refuses a variable with an
// undeclared field, so each value is cut down to what its argument's input type declares.
// ra-data-graphql-simple's response parser drops the fields whose name starts with "_" from an
// embedded record that has an id (a section keeps `id`, loses `_id`); in Reach's schema `_id` and
// `id` are the same value, so an input that takes `_id` gets the record's `id` back as `_id`.

/** TypeRef is an introspected type reference (NON_NULL and LIST wrap a named type). */
export interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

/** IntrospectedType is the part of an introspected type shapeInput reads. */
export interface IntrospectedType {
  kind: string;
  name: string;
  inputFields?: ReadonlyArray<{ name: string; type: TypeRef }> | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(typeof File !== 'undefined' && value instanceof File);

/** withoutTypename drops Apollo's __typename from embedded objects (e.g. JSON arguments). */
export const withoutTypename = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, inner]) => [key, withoutTypename(inner)]),
    );
  }
  return value;
};

/**
 * shapeInput keeps of value what an argument of type ref takes: an input object keeps only its
 * declared fields (each shaped in turn, lists included); anything else loses __typename only.
 */
export function shapeInput(value: unknown, ref: TypeRef, types: ReadonlyArray<IntrospectedType>): unknown {
  if (value == null) return value;
  if (ref.kind === 'NON_NULL' && ref.ofType) return shapeInput(value, ref.ofType, types);
  if (ref.kind === 'LIST' && ref.ofType) {
    const item = ref.ofType;
    return Array.isArray(value) ? value.map((v) => shapeInput(v, item, types)) : shapeInput(value, item, types);
  }
  if (ref.kind === 'INPUT_OBJECT' && isPlainObject(value)) {
    const type = types.find((t) => t.kind === 'INPUT_OBJECT' && t.name === ref.name);
    if (!type?.inputFields) return withoutTypename(value);
    const out: Record<string, unknown> = {};
    for (const field of type.inputFields) {
      if (field.name in value) out[field.name] = shapeInput(value[field.name], field.type, types);
    }
    if (out._id == null && value.id != null && type.inputFields.some((f) => f.name === '_id')) out._id = value.id;
    return out;
  }
  return withoutTypename(value);
}
