/** Local storage key of the signed-in user (session.ts); boot.ts reads it before anything loads. */
export const userStorageKey = 'aqar.user';
