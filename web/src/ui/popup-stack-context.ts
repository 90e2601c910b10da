import type { EntityKey } from '@aqar/domain/registry';
import type { AnyRecord } from '@aqar/domain/records';
import { createContext, type ReactNode, useContext } from 'react';
import type { EntityRow } from '../api/resource-client.ts';
import type { RecordFormController } from './form/use-record-form.ts';

export interface PopupOptions {
  /** Values a new record starts with (a child's code and parent, for example). */
  initialValues?: AnyRecord;
  /** The initial values are a whole record the user may save unchanged (an operation's defaults). */
  complete?: boolean;
  /** Opens an existing record instead of a new one. */
  id?: string;
  onSaved?: (row: EntityRow) => void;
  /**
   * Where a new record is posted instead of the entity's API: a route that writes it together
   * with what it belongs to (a returned cheque's replacement, `POST /op-returns/:id/replacement`).
   */
  createPath?: string;
  /** Buttons beside Delete and Save (a document's entry). */
  actions?: (controller: RecordFormController) => ReactNode;
  /**
   * The pattern code of a document made through a pattern (a received cheque, 2): the popup is
   * then that document's form, as its screen shows it (prefill, totals, entry, print).
   */
  code?: number;
}

export interface PopupStack {
  /** Opens the form of an entity, by entity key, above everything open so far. */
  open: (entityKey: EntityKey, options?: PopupOptions) => void;
  depth: number;
}

export const PopupStackContext = createContext<PopupStack>({
  open: () => {
    throw new Error('PopupStackProvider is missing');
  },
  depth: 0,
});

export const usePopupStack = () => useContext(PopupStackContext);
