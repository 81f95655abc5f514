import { useGetList } from 'react-admin';
import { TR_LANGUAGE_LIST } from '../choices';

/** useTrLanguages answers the training languages (the tr-language simple list) as choices. */
export const useTrLanguages = () => {
  const { data, isPending } = useGetList('simple-lists', {
    filter: { name: TR_LANGUAGE_LIST },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'name', order: 'ASC' },
  });
  const list = (data?.find((l) => l.name === TR_LANGUAGE_LIST)?.list ?? []) as { key: string; content: string }[];
  return { choices: list.map((item) => ({ id: item.key, name: item.content })), isPending };
};
