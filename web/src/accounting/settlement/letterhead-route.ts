/** Where the letterhead setting lives (Administration ▸ Letterhead). */
export const letterheadRoute = '/settings/letterhead';
