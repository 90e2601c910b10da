import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entities } from '@aqar/domain/registry';
import type { TFunction } from 'i18next';
import { entityTitle } from '../ui/labels.ts';
import type { MenuContribution, MenuNode } from '../ui/menu-node.ts';
import { contributedMenuEntities } from './list-routes.ts';

/** Menu groups in order (spec section 2, domain-reference section 4). */
export const menuGroups = [
  'accounts',
  'cards',
  'accountingTransactions',
  'realtyTransactions',
  'accountingReports',
  'realityReports',
  'stores',
  'maintenance',
  'patterns',
] as const;

export type MenuGroup = (typeof menuGroups)[number];

/** Entities whose menu items come from contributions (per pattern, the entries submenu). */
export const contributedEntities = contributedMenuEntities;

const entityNode = (definition: EntityDefinition, t: TFunction): MenuNode | undefined => {
  const title = entityTitle(t, definition);
  if (definition.route && definition.chartRoute) {
    return {
      key: `entity:${definition.key}`,
      label: title,
      children: [
        { key: definition.route, label: t('menu.card', { name: title }), path: definition.route },
        { key: definition.chartRoute, label: t('menu.chart', { name: title }), path: definition.chartRoute },
      ],
    };
  }
  if (definition.route) return { key: definition.route, label: title, path: definition.route };
  if (definition.chartRoute)
    return {
      key: definition.chartRoute,
      label: t('menu.chart', { name: title }),
      path: definition.chartRoute,
    };
  return undefined;
};

/**
 * The menu tree: every entity with a `menu` placement and a screen, plus contributed items, in
 * the fixed group order. Empty groups are left out, so there are no dead links.
 */
export const buildMenu = (
  t: TFunction,
  contributions: MenuContribution[] = [],
  definitions: EntityDefinition[] = entities,
): MenuNode[] => {
  const placed: MenuContribution[] = [...contributions];
  for (const definition of definitions) {
    if (!definition.menu || contributedEntities.has(definition.key)) continue;
    const node = entityNode(definition, t);
    if (node) placed.push({ group: definition.menu.group, order: definition.menu.order, node });
  }
  const groups: string[] = [...menuGroups];
  for (const item of placed) if (!groups.includes(item.group)) groups.push(item.group);
  return groups
    .map((group) => ({
      key: `group:${group}`,
      label: t(`menu.groups.${group}`),
      scroll: group === 'accountingReports',
      children: placed
        .filter((item) => item.group === group)
        .sort((a, b) => a.order - b.order)
        .map((item) => item.node),
    }))
    .filter((group) => group.children.length > 0);
};

/** Every leaf with its path, for the search box. */
export const menuLeaves = (
  nodes: MenuNode[],
  trail: string[] = [],
): { label: string; path: string; trail: string[] }[] =>
  nodes.flatMap((node) =>
    node.path
      ? [{ label: node.label, path: node.path, trail }]
      : menuLeaves(node.children ?? [], [...trail, node.label]),
  );
