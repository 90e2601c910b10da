/** A table flattened to text: header labels and one array of cell texts per row. */
export interface TextTable {
  headers: string[];
  rows: string[][];
}

const csvCell = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read Arabic correctly. */
export const toCsv = (table: TextTable): string =>
  `\uFEFF${[table.headers, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

const download = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const downloadCsv = (table: TextTable, baseName: string) =>
  download(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);

/** XLSX through exceljs, imported only when someone exports (it is large). */
export const downloadXlsx = async (table: TextTable, baseName: string, rightToLeft: boolean) => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(baseName.slice(0, 31), {
    views: [{ rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...[table.headers, ...table.rows].map((row) => (row[index] ?? '').length));
    column.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  download(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${baseName}.xlsx`,
  );
};
