import { contract } from '@aqar/domain/entities/contracts/contract';
import { registerReadExpression } from '../../resources/read-expressions.ts';

/**
 * SQL: a contract's status today, from its switches and its end (`contract_status_on`, migration
 * 0131, the SQL twin of calc/contract-status.ts): a contract saved valid reads expired the day
 * after its end, in the list, the record, the filters and anything else that reads it.
 */
export const contractStatusSql = (alias: string) =>
  `contract_status_on(${alias}.terminated, ${alias}.renewed, ${alias}.end_duration_date, current_date, ${alias}.termination_date, ${alias}.evacuation_date)`;

export const registerContractStatusRead = () =>
  registerReadExpression(contract.table, 'status', contractStatusSql);
