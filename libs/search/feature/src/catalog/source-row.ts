/** One row of any format, in one shape. Values are raw text; normalization comes after. */
export interface SourceRow {
  line: number;
  recordId: string;
  name: string;
  /** null when the file has no type column. */
  usdaType: string | null;
  street: string[];
  additional: string;
  city: string;
  state: string;
  zip: string;
  zip4: string;
  county: string;
  latitude: string;
  longitude: string;
  incentiveProgram: string;
  granteeName: string;
  objectId: string;
  /** Authorized at the time of the file (no end date / in the latest year). */
  active: boolean;
  /** When this authorization period began, for keeping the latest one per record. */
  authorizedAt: string;
  /** Why the line could not be read as a row at all (its fields do not fit the header, a quote never
   * closed): such a row is counted as skipped with this reason, and its store cannot be known. */
  unreadable?: string;
}

/** A row that could not be read at all, kept so that it is counted (and closes nothing). */
export function unreadableRow(line: number, reason: string): SourceRow {
  return {
    line,
    recordId: '',
    name: '',
    usdaType: null,
    street: [],
    additional: '',
    city: '',
    state: '',
    zip: '',
    zip4: '',
    county: '',
    latitude: '',
    longitude: '',
    incentiveProgram: '',
    granteeName: '',
    objectId: '',
    active: false,
    authorizedAt: '',
    unreadable: reason,
  };
}
