/**
 * What the state says of the home (issue 46, part 4): the inspection reports of the last three
 * years, which an adult family home keeps available to the public. Each is a PDF uploaded through
 * documents/upload.php (kind `inspection-report`) with the date of the inspection; the settings
 * record keeps them newest first. Plain data, no schemas.
 */
export type InspectionReport = {
  /** The uploaded PDF, `/uploads/<file>.pdf`. */
  url: string;
  /** The day of the inspection, YYYY-MM-DD. */
  date: string;
};

/** The most reports the site keeps: three years of inspections, follow-ups and complaint visits. */
export const MAX_INSPECTION_REPORTS = 20;

/** The documents an upload can be: the Disclosure of Services (the default) or an inspection report. */
export const DOCUMENT_KINDS = ['disclosure', 'inspection-report'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Newest first; the same day keeps the order given. */
export const newestFirst = (reports: readonly InspectionReport[]) => [...reports].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
