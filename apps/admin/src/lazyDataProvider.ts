// A data provider that loads the real one (Apollo, ra-data-graphql, the bundled introspection)
// on first use, so the sign-in page does not wait for it.
import type { DataProvider } from 'react-admin';

let loaded: Promise<DataProvider> | null = null;

const load = () => {
  loaded ??= import(/* webpackChunkName: "data" */ './dataProvider').then((m) => m.dataProvider);
  return loaded;
};

const method =
  (name: keyof DataProvider) =>
  async (...args: unknown[]) => {
    const provider = await load();
    const fn = provider[name] as (...a: unknown[]) => Promise<unknown>;
    return fn.apply(provider, args);
  };

export const lazyDataProvider = {
  getList: method('getList'),
  getOne: method('getOne'),
  getMany: method('getMany'),
  getManyReference: method('getManyReference'),
  create: method('create'),
  update: method('update'),
  updateMany: method('updateMany'),
  delete: method('delete'),
  deleteMany: method('deleteMany'),
} as DataProvider;
