// The part of pdfkit 0.20 the printed meal plan and the receipt use (pdfkit ships no types; @types/pdfkit describes 0.13,
// without tagged content or tables).
declare module 'pdfkit' {
  interface PDFStructureElement {
    add(child: PDFStructureElement | (() => void)): PDFStructureElement;
    end(): void;
  }

  interface CellStyle {
    text?: string;
    type?: 'TH' | 'TD';
    scope?: 'row' | 'column' | 'both';
    font?: { src?: string; family?: string; size?: number };
    align?: { x?: 'left' | 'center' | 'right' | 'justify'; y?: 'top' | 'center' | 'bottom' };
    border?: number | number[];
    borderColor?: string;
    padding?: number | number[];
    textColor?: string;
    width?: number | '*';
  }

  interface TableOptions {
    data: (CellStyle | string)[][];
    structParent?: PDFStructureElement;
    position?: { x?: number; y?: number };
    columnStyles?: (index: number) => CellStyle;
    rowStyles?: (index: number) => CellStyle;
    defaultStyle?: CellStyle;
  }

  interface TextOptions {
    width?: number;
    height?: number;
    lineBreak?: boolean;
  }

  interface DocumentOptions {
    size?: string;
    margins?: { top: number; bottom: number; left: number; right: number };
    tagged?: boolean;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: string;
    bufferPages?: boolean;
    info?: Record<string, string>;
  }

  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    page: { width: number; height: number };
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    struct(type: string, children?: () => void): PDFStructureElement;
    addStructure(element: PDFStructureElement): this;
    markContent(tag: string, options?: { type?: string }): this;
    endMarkedContent(): this;
    font(name: string): this;
    /** A TrueType font under `name`, embedded (subset) in the document once used. */
    registerFont(name: string, source: string | Buffer): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    /** Vector drawing: a path from a point, a line to another, and its stroke (a receipt's signature line). */
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(width: number): this;
    strokeColor(color: string): this;
    stroke(): this;
    table(options: TableOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    addPage(): this;
    y: number;
    end(): void;
  }
}
