import { entities } from '@aqar/domain/registry';
import { reports } from '@aqar/domain/reports/report-registry';
import { type PermissionAction, reportSubject } from '@aqar/domain/permissions';
import type { MenuNode } from './menu-node.ts';
import { useSyncExternalStore } from 'react';
import { type SessionUser, session } from '../api/session.ts';

/** What the server says the signed-in user may do (`permissions` of the session user). */
export interface SessionPermissions {
  administrator: boolean;
  grants: Record<string, readonly PermissionAction[]>;
  buildings: string[] | null;
}

const permissionsOf = (user: SessionUser | null): SessionPermissions | undefined =>
  user?.permissions as SessionPermissions | undefined;

/**
 * Whether the user may do `action` on `subject`. A session kept from before roles existed carries
 * no permissions: it shows everything, and the server still refuses what it must.
 */
export const canDo = (user: SessionUser | null, subject: string, action: PermissionAction) => {
  const permissions = permissionsOf(user);
  if (!permissions || permissions.administrator) return true;
  return permissions.grants[subject]?.includes(action) ?? false;
};

/** The subject and action a screen's path needs: an entity's list, a report; else none. */
const pathSubject = (path: string): { subject: string; action: PermissionAction } | undefined => {
  const bare = path.split('?')[0];
  const report = reports.find(
    (candidate) =>
      bare === `/reports/${candidate.path}` ||
      bare === `/reports/${candidate.key}` ||
      candidate.aliases?.some((alias) => bare === `/reports/${alias}`),
  );
  if (report) return { subject: reportSubject(report.key), action: 'report' };
  const entity = entities.find((candidate) => candidate.route === bare || candidate.chartRoute === bare);
  return entity ? { subject: entity.key, action: 'list' } : undefined;
};

export const canOpen = (user: SessionUser | null, path: string) => {
  const needed = pathSubject(path);
  return !needed || canDo(user, needed.subject, needed.action);
};

/** The menu without the screens the user may not open, and without groups left empty. */
export const menuFor = (user: SessionUser | null, nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => {
    if (node.path) return canOpen(user, node.path) ? [node] : [];
    if (!node.children) return [node];
    const children = menuFor(user, node.children);
    return children.length > 0 ? [{ ...node, children }] : [];
  });

/** `can(subject, action)` for the signed-in user, following sign-in and sign-out. */
export const useCan = () => {
  const user = useSyncExternalStore(session.subscribe, session.user);
  return (subject: string, action: PermissionAction) => canDo(user, subject, action);
};
