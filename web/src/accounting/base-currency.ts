export { baseCurrencyOf, type CurrencyInfo, useCurrencies } from '../ui/money.ts';
