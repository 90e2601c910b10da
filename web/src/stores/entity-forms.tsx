import { isUnitEntity } from '@aqar/domain/entities/realty/unit-fields';
import { user } from '@aqar/domain/entities/parties/user';
import { material } from '@aqar/domain/entities/stores/material';
import { entities } from '@aqar/domain/registry';
import { TenantStatementTab } from '../realty/tenant-statement-tab.tsx';
import { UnitContractsTab, UnitOccupancy } from '../realty/unit-contracts.tsx';
import type { RecordFormProps } from '../ui/form/record-form.tsx';
import { RecordForm } from '../ui/form/record-form.tsx';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import type { PopupFormRenderer } from '../ui/popup-stack.tsx';
import { MaterialBalanceTab } from './material-balance-tab.tsx';

/** What a card's form shows besides its fields, by entity key: a material's balances. */
export const entityFormOptions: Partial<Record<string, Pick<RecordFormProps, 'tabExtras' | 'lead'>>> = {
  [material.key]: {
    tabExtras: (controller) => ({ material_balance: <MaterialBalanceTab controller={controller} /> }),
  },
  // A card's statement: the moves on its account with a running balance.
  [user.key]: {
    tabExtras: (controller) => ({ statement: <TenantStatementTab controller={controller} /> }),
  },
  // Every kind of unit: who rents it today and next, and its contracts history tab.
  ...Object.fromEntries(
    entities.filter(isUnitEntity).map((unit) => [
      unit.key,
      {
        lead: (controller: RecordFormController) => (
          <UnitOccupancy controller={controller} entityKey={unit.key} />
        ),
        tabExtras: (controller: RecordFormController) => ({
          contracts: <UnitContractsTab controller={controller} entityKey={unit.key} />,
        }),
      },
    ]),
  ),
};

/** The same forms opened as popups (a report's material cell). */
export const renderEntityPopup: PopupFormRenderer = (definition, _options, props) => {
  const options = entityFormOptions[definition.key];
  return options ? <RecordForm {...props} {...options} /> : undefined;
};
