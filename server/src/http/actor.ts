/** Who is acting; recorded in the audit trail. */
export interface Actor {
  id: string | null;
  email: string | null;
  /** Set when a module writes on the actor's behalf (a document posting its entry). */
  via?: 'posting';
}

/** The server itself: seeds, migrations of data, scheduled work. */
export const systemActor: Actor = { id: null, email: 'system' };
