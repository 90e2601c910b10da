import { useSyncExternalStore } from 'react';
import { session } from './session.ts';

export const useSessionUser = () => useSyncExternalStore(session.subscribe, session.user);
