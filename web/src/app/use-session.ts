import { useSyncExternalStore } from 'react';
import { session } from '../api/session.ts';

export const useSessionUser = () => useSyncExternalStore(session.subscribe, session.user);
