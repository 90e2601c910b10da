import { createContext, useContext } from 'react';

/** What a part of a record form (the entry popup over a document) may ask of the form's tabs. */
export interface RecordFormTabsControl {
  showHistory: () => void;
}

export const RecordFormTabs = createContext<RecordFormTabsControl | undefined>(undefined);

/** The tabs of the record form around the caller, if any. */
export const useRecordFormTabs = () => useContext(RecordFormTabs);
