// What the readable copy of a patient's export shows, every text already in Portuguese
// (build-export-pdf-model.ts fills it from the same document GET /v1/users/{id}/export answers).
export interface ExportPdfItem {
  /** A dated entry's heading ('Versão de 05/03/2025 · por Dra. Lia'), or null for plain lines. */
  heading: string | null;
  lines: string[];
}

export interface ExportPdfModel {
  productName: string;
  title: string;
  lines: string[];
  /** One per part of the record, in the document's order; `empty` is printed when it holds nothing. */
  sections: { title: string; items: ExportPdfItem[]; empty: string }[];
  footer: string;
}
