import { patternKinds } from '../accounting/pattern-kinds.ts';

interface PatternRow {
  id: string;
  code: number;
  name: string;
  ltnname: string;
}

/** The API paths the menu's data comes from: the pattern list of each document and the report registry. */
export const menuApis = [...Object.values(patternKinds).map((kind) => kind.api), '/reports'].sort();

/** A stand-in for `http.get` that answers with these voucher patterns and nothing else. */
export const answerMenuData = (voucherPatterns: PatternRow[]) => async (url: string) => ({
  data: { success: true, data: url === patternKinds.vouchers.api ? voucherPatterns : [] },
});
