// RFC 4180 CSV: fields may be quoted, and quoted fields may hold commas, doubled quotes ("") and line
// breaks. Records end at LF or CRLF; a final line break does not start an empty record.
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < text.length) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      inQuotes = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n') {
      endRecord();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else {
      field += char;
    }
    i += 1;
  }
  if (inQuotes) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** Rows as objects keyed by the header line's names. */
export function parseCsvWithHeader(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  return rows.map((row, index) => {
    if (row.length !== header.length) {
      throw new Error(`CSV line ${index + 2} has ${row.length} fields, the header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']));
  });
}
