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
}
