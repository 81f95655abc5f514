// The back office's data provider: ra-data-graphql-simple over the Reach schema.
//
// What differs from the stock provider:
// - the introspection result ships with the app (src/generated, built from the schema files),
//   because the server answers introspection only for signed-in staff;
// - every request carries `Authorization: Bearer {authToken}`;
// - create and update send only the arguments the mutation declares (react-admin hands over the
//   whole record, e.g. createdAt or url, which the mutations do not take; nested objects such as
//   a project's primaryPhoto would otherwise be sent as primaryPhotoId);
// - a day picked in a list filter for a DateTime argument (givenFrom, givenTo) is sent as the
//   start or the end of that day in the browser's time zone;
// - embedded objects sent back (a course's modules, an agreement's sections and parties) keep
//   only the fields their input type declares (inputShape.ts): __typename and read-only fields go;
// - a get-one the schema names after the spec (peopleGroup(_id)) rather than react-admin's X(id)
//   is asked by that name, with the id as `_id` (GET_ONE_BY_UNDERSCORE_ID);
// - reports are read one at a time through report(_id) and change only by a staff decision
//   (reports/reportProvider.ts).
import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { Kind, visit, type DocumentNode, type IntrospectionSchema } from 'graphql';
import type { DataProvider } from 'react-admin';
import { CREATE, GET_LIST, GET_MANY_REFERENCE, GET_ONE, UPDATE } from 'react-admin';
import buildGraphQLProvider, { buildQuery as defaultBuildQuery } from 'ra-data-graphql-simple';
import introspection from './generated/introspection.json';
import { shapeInput, type IntrospectedType, type TypeRef } from './inputShape';
import { authHeaders, GRAPHQL_PATH } from '@reach/ui/graphql';
import { reportProvider } from './reports/reportProvider';

/**
 * RESOURCE_TYPES maps the react-admin resource names (the URL paths: /admin/users, ...) to the
 * schema types, whose operations follow react-admin naming (allX, _allXMeta, X, createX, ...).
 */
export const RESOURCE_TYPES: Record<string, string> = {
  users: 'User',
  invites: 'Invite',
  'people-groups': 'PeopleGroup',
  outbox: 'OutboxMail',
  'holistic-projects': 'HolisticProject',
  adoptions: 'Adoption',
  'project-sponsorships': 'ProjectSponsorship',
  payments: 'Payment',
  contacts: 'Contact',
  'contact-members': 'ContactMember',
  'people-group-links': 'PeopleGroupLink',
  'project-links': 'ProjectLink',
  'prayer-requests': 'PrayerRequest',
  testimonies: 'Testimony',
  'upg-stats': 'UpgStatsRecord',
  'training-courses': 'TrainingCourse',
  'training-files': 'TrainingFile',
  'simple-lists': 'SimpleList',
  'loan-agreements': 'LoanAgreement',
  mous: 'Mou',
  reports: 'Report',
  'audit-entries': 'AuditEntry',
};

/** OVERRIDES are methods a resource does not take from ra-data-graphql-simple. */
const OVERRIDES: Record<string, Partial<DataProvider>> = {
  reports: reportProvider,
};

const authLink = setContext((_operation, { headers }) => ({
  headers: { ...headers, ...authHeaders({ account: false }) },
}));

export const apolloClient = new ApolloClient({
  link: from([authLink, new HttpLink({ uri: GRAPHQL_PATH })]),
  cache: new InMemoryCache(),
  defaultOptions: {
    query: { fetchPolicy: 'network-only' },
    watchQuery: { fetchPolicy: 'network-only' },
  },
});

type BuildQueryFactory = typeof defaultBuildQuery;

interface QueryArg {
  name: string;
  type: TypeRef;
}

interface InputField {
  name: string;
  type: TypeRef;
}

const namedType = (type: InputField['type']): string | null | undefined =>
  type.ofType ? namedType(type.ofType) : type.name;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * dayBound turns a day ("2026-11-21") into the start (…From) or the end (…To) of that day in the
 * browser's time zone, as RFC 3339; other values pass unchanged.
 */
export const dayBound = (name: string, value: unknown): unknown => {
  if (typeof value !== 'string' || !DAY.test(value)) return value;
  const [y, m, d] = value.split('-').map(Number);
  const moment = /To$/.test(name)
    ? new Date(y, m - 1, d, 23, 59, 59, 999)
    : new Date(y, m - 1, d, 0, 0, 0, 0);
  return moment.toISOString();
};

/**
 * GET_ONE_BY_UNDERSCORE_ID names the types whose get-one is the spec's lower-case query taking
 * `_id` (gqlgen cannot hold both peopleGroup(_id) and PeopleGroup(id): one Go method each). Reports
 * have their own provider (reports/reportProvider.ts).
 */
export const GET_ONE_BY_UNDERSCORE_ID: Record<string, string> = {
  PeopleGroup: 'peopleGroup',
};

/** withUnderscoreId gives the one root field of a get-one document the argument `_id: $_id`. */
export const withUnderscoreId = (doc: DocumentNode): DocumentNode =>
  visit(doc, {
    OperationDefinition: (op) => ({
      ...op,
      variableDefinitions: [
        {
          kind: Kind.VARIABLE_DEFINITION,
          variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '_id' } },
          type: {
            kind: Kind.NON_NULL_TYPE,
            type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        ...op.selectionSet,
        selections: op.selectionSet.selections.map((sel) =>
          sel.kind === Kind.FIELD
            ? {
                ...sel,
                arguments: [
                  {
                    kind: Kind.ARGUMENT,
                    name: { kind: Kind.NAME, value: '_id' },
                    value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '_id' } },
                  },
                ],
              }
            : sel,
        ),
      },
    }),
  });

const buildQuery: BuildQueryFactory = (introspectionResults) => {
  const build = defaultBuildQuery(introspectionResults);
  return (fetchType, resourceName, params) => {
    if (fetchType === GET_ONE && GET_ONE_BY_UNDERSCORE_ID[resourceName]) {
      const query = build(fetchType, resourceName, params);
      return { ...query, query: withUnderscoreId(query.query), variables: { _id: (params as { id: string }).id } };
    }
    if (fetchType === GET_LIST || fetchType === GET_MANY_REFERENCE) {
      const filterType = introspectionResults.types.find((t) => t.name === `${resourceName}Filter`) as
        | { inputFields?: InputField[] }
        | undefined;
      const dateTimes = new Set(
        (filterType?.inputFields ?? [])
          .filter((f) => namedType(f.type) === 'DateTime')
          .map((f) => f.name),
      );
      if (dateTimes.size && params.filter) {
        const filter = Object.fromEntries(
          Object.entries(params.filter as Record<string, unknown>).map(([k, v]) => [
            k,
            dateTimes.has(k) ? dayBound(k, v) : v,
          ]),
        );
        return build(fetchType, resourceName, { ...params, filter });
      }
      return build(fetchType, resourceName, params);
    }
    if (fetchType !== CREATE && fetchType !== UPDATE) return build(fetchType, resourceName, params);
    const resource = introspectionResults.resources.find((r) => r.type.name === resourceName);
    const mutation = (resource as Record<string, unknown> | undefined)?.[fetchType] as
      | { args: QueryArg[] }
      | undefined;
    if (!mutation) return build(fetchType, resourceName, params);
    const declared = new Map(mutation.args.map((arg) => [arg.name, arg.type]));
    const types = introspectionResults.types as unknown as IntrospectedType[];
    const data: Record<string, unknown> = {};
    for (const [name, value] of Object.entries((params.data ?? {}) as Record<string, unknown>)) {
      const type = declared.get(name);
      if (type) data[name] = shapeInput(value, type, types);
    }
    const query = build(fetchType, resourceName, { ...params, data });
    const variables = Object.fromEntries(
      Object.entries(query.variables ?? {}).filter(([name]) => declared.has(name)),
    );
    return { ...query, variables };
  };
};

const graphQLProvider: DataProvider = buildGraphQLProvider({
  client: apolloClient,
  buildQuery,
  introspection: {
    schema: (introspection as unknown as { __schema: IntrospectionSchema }).__schema,
    include: Object.values(RESOURCE_TYPES),
    // Merged into ra-data-graphql's defaults: only the get-one name changes.
    operationNames: {
      [GET_ONE]: (type: { name: string }) => GET_ONE_BY_UNDERSCORE_ID[type.name] ?? type.name,
    },
  },
});

const typeOf = (resource: string) => {
  const type = RESOURCE_TYPES[resource];
  if (!type) throw new Error(`Unknown resource ${resource}`);
  return type;
};

/** dataProvider is ra-data-graphql-simple addressed by the admin's resource names. */
export const dataProvider = new Proxy(graphQLProvider, {
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver);
    if (typeof value !== 'function' || typeof property !== 'string') return value;
    return (resource: unknown, ...rest: unknown[]) => {
      const own = typeof resource === 'string' ? OVERRIDES[resource]?.[property as keyof DataProvider] : undefined;
      if (typeof own === 'function') return (own as (...args: unknown[]) => unknown)(resource, ...rest);
      return value.call(target, typeof resource === 'string' ? typeOf(resource) : resource, ...rest);
    };
  },
}) as DataProvider;
