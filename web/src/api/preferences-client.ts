import { type Envelope, http } from './http.ts';

/** The signed-in person's display choices (server/src/modules/preferences). */
export interface Preferences {
  hijriDates: boolean;
}

export const preferencesClient = {
  read: async () => (await http.get<Envelope<Preferences>>('/preferences')).data.data,
  save: async (preferences: Preferences) =>
    (await http.put<Envelope<Preferences>>('/preferences', preferences)).data.data,
};
