import type { DataProvider, RaRecord } from 'react-admin';

/**
 * fetchByIds loads the records of a resource with the given ids (in batches, one getMany each)
 * and answers them by id; ids that do not resolve are left out.
 */
export const fetchByIds = async (
  dataProvider: DataProvider,
  resource: string,
  ids: unknown[],
): Promise<Map<string, RaRecord>> => {
  const unique = [...new Set(ids.filter((id) => id != null && id !== '').map(String))];
  const found = new Map<string, RaRecord>();
  for (let i = 0; i < unique.length; i += 200) {
    const { data } = await dataProvider.getMany(resource, { ids: unique.slice(i, i + 200) });
    for (const record of data) found.set(String(record.id), record);
  }
  return found;
};
