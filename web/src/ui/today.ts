/** The user's day as `YYYY-MM-DD`, in their own time zone: what "today" means on their screen. */
export const userToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
