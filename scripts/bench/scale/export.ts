/** The CSV exports of every booking and every invoice, read to their end as a browser download would, and thrown away. */
import http from "node:http";

export interface CsvExport {
  /** Its --only key */
  name: string;
  title: string;
  path: string;
  /** What its rows are, as the report's column names them ("Bookings") */
  unit: string;
}

export const CSV_EXPORTS: CsvExport[] = [
  {
    name: "export",
    title: "CSV export of every booking",
    path: "/api/admin/bookings/export",
    unit: "Bookings",
  },
  {
    name: "payments-export",
    title: "CSV export of every invoice (Payments)",
    path: "/api/admin/invoices/export",
    unit: "Invoices",
  },
];

export interface ExportDownload {
  status: number;
  seconds: number;
  firstByteMs: number;
  bytes: number;
  /** Data rows (lines after the header). */
  rows: number;
  error?: string;
}

/** A download measured with the server's memory, and the rows the database holds for it. */
export interface ExportRun extends CsvExport, ExportDownload {
  startMb: number;
  peakMb: number;
  expected: number;
}

export function downloadExport(base: string, adminToken: string, path: string): Promise<ExportDownload> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: hostname,
        port,
        path,
        headers: { authorization: `Bearer ${adminToken}` },
        timeout: 15 * 60_000,
      },
      (response) => {
        const firstByteMs = performance.now() - started;
        let bytes = 0;
        let lines = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        const done = (error?: string) =>
          resolve({
            status: response.statusCode ?? 0,
            seconds: (performance.now() - started) / 1000,
            firstByteMs,
            bytes,
            rows: Math.max(0, lines - 1),
            error,
          });
        response.on("end", () => done());
        response.on("error", (error) => done(error.message));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({
        status: 0,
        seconds: (performance.now() - started) / 1000,
        firstByteMs: NaN,
        bytes: 0,
        rows: 0,
        error: error.message,
      }),
    );
  });
}
