import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  type DataProvider,
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
  useResourceContext,
} from 'react-admin';
import { doc, request } from '@reach/ui/graphql';
import type { RecordCsvExportMutation, RecordCsvExportMutationVariables } from '../generated/graphql';
import { toCsv, type CsvColumn } from './csv';

// Every export is in the audit trail: which list, its filters, how many rows. The file is given
// only once the server has recorded it.
const RECORD_EXPORT = doc<RecordCsvExportMutation, RecordCsvExportMutationVariables>(/* GraphQL */ `
  mutation RecordCsvExport($list: String!, $filter: JSON, $rowCount: Int!) {
    recordCsvExport(list: $list, filter: $filter, rowCount: $rowCount)
  }
`);

/** PAGE is how many records one request asks for while exporting. */
const PAGE = 500;
/** LIMIT stops an export that would not fit in a browser tab's memory comfortably. */
const LIMIT = 100_000;

/**
 * ExportAllButton downloads every record matching the list's filters and sort as CSV, page by
 * page (the server may cap perPage), with the given columns, once the audit trail has recorded
 * the export. Unlike react-admin's ExportButton
 * it stays enabled on an empty list: the file then holds the header row only.
 */
export const ExportAllButton = <R,>({
  columns,
  filename,
  prepare,
}: {
  columns: CsvColumn<R>[];
  filename: string;
  /** prepare may add related data (names of referenced records) before the rows are written. */
  prepare?: (records: R[], dataProvider: DataProvider) => Promise<R[]>;
}) => {
  const { filterValues, sort } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!resource) return;
    setBusy(true);
    try {
      const records: R[] = [];
      for (let page = 1; records.length < LIMIT; page++) {
        const { data, total } = await dataProvider.getList(resource, {
          filter: filterValues,
          sort,
          pagination: { page, perPage: PAGE },
        });
        records.push(...(data as unknown as R[]));
        if (data.length === 0 || (total != null && records.length >= total)) break;
      }
      const day = new Date().toISOString().slice(0, 10);
      const rows = prepare ? await prepare(records, dataProvider) : records;
      await request(RECORD_EXPORT, { list: resource, filter: filterValues, rowCount: rows.length }, { account: false });
      downloadCSV(toCsv(columns, rows), `${filename}-${day}`);
    } catch (error) {
      // The server's message shows as it comes (in the staff member's language).
      notify((error as Error)?.message || 'reach.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="reach.export.export_csv" onClick={onClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
