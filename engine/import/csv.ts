// A small CSV reader for the files admins bring: UTF-8 with or without a byte-order mark, fields
// separated by commas or by semicolons (Excel writes ";" where the decimal mark is a comma), quoted
// fields with doubled quotes and line breaks inside, CRLF or LF line ends. Every value stays text.

/** The separator of a file: the one of "," and ";" found more often in its first line, outside quotes. */
function csvSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas += 1;
    else if (!quoted && c === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** What the reader does between rows: yields to the page now and then, and may stop the reading. */
interface CsvPace {
  /** Called every `every` rows; a promise makes the reading wait for it (the page's turn). */
  pause?: () => Promise<void>;
  every?: number;
  /** Rows past this many end the reading early: the file is refused anyway, its rest is never held. */
  maxRows?: number;
}

/**
 * The rows of a CSV text, each a list of texts. Reading in turns (`pace.pause`) keeps a long file
 * from freezing the page; stopping at `maxRows` keeps a huge one from filling the memory.
 */
export async function parseCsv(input: string, pace: CsvPace = {}): Promise<string[][]> {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = csvSeparator(text);
  const every = pace.every ?? 1000;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      endRow();
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      if (pace.maxRows !== undefined && rows.length > pace.maxRows) return rows;
      if (pace.pause && rows.length % every === 0) await pace.pause();
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Gives the page its turn (input, painting) before the work goes on. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
