// The file upload API as the bundled introspection describes it.
//
// Contract (spec/02, "Files"): getAttachmentUploadUrlForUser(attachment {_id, s3Key}) answers
// {url, fields}; the file is then POSTed as a multipart form to url with those fields; then
// saveAttachmentForUser(attachment {_id, filename, s3Key, attachedTo, tags, uploaded}) answers
// the file {_id, url}. The operations are built from the introspection, so a server whose schema
// lacks them leaves the upload inputs out (uploadApi() is null) and the forms work without them;
// argument and result shapes (fields as JSON or as name/value pairs, uploaded as a flag or a
// time) follow whatever the schema declares.
import introspection from '../generated/introspection.json';

interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}
interface Field {
  name: string;
  type: TypeRef;
  args?: { name: string; type: TypeRef }[];
}
interface FullType {
  kind: string;
  name: string;
  fields?: Field[] | null;
  inputFields?: Field[] | null;
}

const schema = (introspection as unknown as {
  __schema: { mutationType?: { name: string } | null; types: FullType[] };
}).__schema;

const typeNamed = (name: string | null | undefined) => schema.types.find((t) => t.name === name);
const namedOf = (ref: TypeRef): TypeRef => (ref.ofType ? namedOf(ref.ofType) : ref);
const typeString = (ref: TypeRef): string => {
  if (ref.kind === 'NON_NULL' && ref.ofType) return `${typeString(ref.ofType)}!`;
  if (ref.kind === 'LIST' && ref.ofType) return `[${typeString(ref.ofType)}]`;
  return ref.name ?? '';
};

/** selection is the scalar fields of a type among wanted (or all of them), nested one level. */
const selection = (ref: TypeRef, wanted?: string[]): string => {
  const type = typeNamed(namedOf(ref).name);
  if (!type || (type.kind !== 'OBJECT' && type.kind !== 'INTERFACE')) return '';
  const parts = (type.fields ?? [])
    .filter((f) => !wanted || wanted.includes(f.name))
    .map((f) => {
      const inner = typeNamed(namedOf(f.type).name);
      if (inner && inner.kind === 'OBJECT') {
        const sub = (inner.fields ?? [])
          .filter((s) => ['SCALAR', 'ENUM'].includes(typeNamed(namedOf(s.type).name)?.kind ?? ''))
          .map((s) => s.name);
        return sub.length ? `${f.name} { ${sub.join(' ')} }` : '';
      }
      return f.name;
    })
    .filter(Boolean);
  return parts.length ? ` { ${parts.join(' ')} }` : '';
};

/** Operation is one mutation ready to send, with the input fields its argument accepts. */
export interface Operation {
  query: string;
  argName: string;
  /** inputFields are the argument's fields with the name of their type (Boolean, DateTime...). */
  inputFields: Map<string, string>;
}

const operation = (name: string, wanted?: string[]): Operation | null => {
  const mutation = typeNamed(schema.mutationType?.name ?? 'Mutation');
  const field = mutation?.fields?.find((f) => f.name === name);
  const arg = field?.args?.[0];
  if (!field || !arg) return null;
  const input = typeNamed(namedOf(arg.type).name);
  const inputFields = new Map(
    (input?.inputFields ?? []).map((f) => [f.name, namedOf(f.type).name ?? ''] as const),
  );
  const query = `mutation ${name}($${arg.name}: ${typeString(arg.type)}) { ${name}(${arg.name}: $${arg.name})${selection(field.type, wanted)} }`;
  return { query, argName: arg.name, inputFields };
};

export interface UploadApi {
  getUploadUrl: Operation;
  saveAttachment: Operation;
}

let cached: UploadApi | null | undefined;

/** uploadApi is the two upload operations, or null when the server's schema lacks them. */
export const uploadApi = (): UploadApi | null => {
  if (cached === undefined) {
    const getUploadUrl = operation('getAttachmentUploadUrlForUser', ['url', 'fields']);
    const saveAttachment = operation('saveAttachmentForUser', ['_id', 'id', 'url', 'filename']);
    cached = getUploadUrl && saveAttachment ? { getUploadUrl, saveAttachment } : null;
  }
  return cached;
};
