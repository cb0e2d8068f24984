import type { ListArea } from '../descriptor/areaModel';
import type { Column, Menu } from '../descriptor/descriptor.types';
import { listQuery } from './listQuery';
import type { ListSort } from './listOrder';
import { biggestPageSize, fetchAllPages } from './fetchAllPages';
import { buildExportTable, exportFileName, type Translator } from './exportTable';
import { csvBlob } from './exportCsv';
import { loadSubjects } from './exportSubjects';
import type { AreaSource } from '../descriptor/splitDescriptors';

// The export's work, loaded when an admin first exports (not with the list).

interface ListExportJob {
  area: ListArea;
  title: string;
  format: 'xlsx' | 'csv';
  filters: Readonly<Record<string, string>>;
  sort: ListSort | null;
  columns: readonly Column[];
  /** Every area of the dashboard, for the cells that name another area's records. */
  areas: readonly AreaSource[];
  /** The side menu, whose groups name the permission groups that several areas share. */
  menu: Menu;
  words: Translator;
  rtl: boolean;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/** Reads every page, then makes the file: nothing is made unless every page came. */
export async function runListExport(job: ListExportJob): Promise<{ blob: Blob; fileName: string }> {
  const { area, format, signal } = job;
  const query = listQuery(area, job.filters, 1, { sort: job.sort, perPage: biggestPageSize(area) });
  const rows = await fetchAllPages(area, query, { signal, onProgress: job.onProgress });
  const subjects = await loadSubjects(job.areas, job.menu, job.columns, rows);
  const table = buildExportTable(job.title, job.columns, rows, job.words, job.rtl, subjects);
  const blob = format === 'csv' ? csvBlob(table) : await (await import('./exportXlsx')).xlsxBlob(table);
  return { blob, fileName: exportFileName(job.title, format) };
}
