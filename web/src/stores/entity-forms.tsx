import { material } from '@aqar/domain/entities/stores/material';
import type { RecordFormProps } from '../ui/form/record-form.tsx';
import { RecordForm } from '../ui/form/record-form.tsx';
import type { PopupFormRenderer } from '../ui/popup-stack.tsx';
import { MaterialBalanceTab } from './material-balance-tab.tsx';

/** What a card's form shows besides its fields, by entity key: a material's balances. */
export const entityFormOptions: Partial<Record<string, Pick<RecordFormProps, 'tabExtras'>>> = {
  [material.key]: {
    tabExtras: (controller) => ({ material_balance: <MaterialBalanceTab controller={controller} /> }),
  },
};

/** The same forms opened as popups (a report's material cell). */
export const renderEntityPopup: PopupFormRenderer = (definition, _options, props) => {
  const options = entityFormOptions[definition.key];
  return options ? <RecordForm {...props} {...options} /> : undefined;
};
